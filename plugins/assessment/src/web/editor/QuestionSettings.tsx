import { FormField } from '@lms/sdk/web';
import { ACCENT_SCORING, type AccentScoring } from '../../scoring/types.ts';
import { CheckField } from './CheckField.tsx';
import { fieldError } from './fieldError.ts';
import { RadioGroup } from './RadioGroup.tsx';
import type { SettingsProps } from './settingsProps.ts';

/** Part 2 §9: "1 full deduction, 0.5 partial, 0 none". */
const ACCENT_LABELS: Record<AccentScoring, string> = {
  1: '1: full deduction (no credit)',
  0.5: '0.5: partial deduction (half the credit)',
  0: '0: no deduction (full credit)',
};

/** How the Questions are given and marked: how many, in which order, confidence, the study center, accents. */
export function QuestionSettings({ value, set, errors }: SettingsProps) {
  return (
    <>
      <FormField
        label="Questions per attempt"
        type="number"
        min={0}
        value={String(value.pickx)}
        onChange={(pickx) => set({ pickx: pickx === '' ? 0 : Number(pickx) })}
        hint="Each attempt gets this many of the Questions, picked at random; 0 for all of them."
        error={fieldError(errors, 'pickx')}
      />
      <CheckField
        label="Scramble the Questions"
        checked={value.scramble}
        onChange={(scramble) => set({ scramble })}
        hint="Each attempt gets the Questions in its own random order (a branching quiz then starts at a random Question)."
        error={fieldError(errors, 'scramble')}
      />
      <CheckField
        label="Ask for confidence"
        checked={value.confidence}
        onChange={(confidence) => set({ confidence })}
        hint="Students say how sure they are of each answer (low, medium, high); it is recorded, not scored."
        error={fieldError(errors, 'confidence')}
      />
      <CheckField
        label="Study center"
        checked={value.studycenter}
        onChange={(studycenter) => set({ studycenter })}
        hint="The Questions a student misses go to their study center to practise."
        error={fieldError(errors, 'studycenter')}
      />
      <RadioGroup
        legend="Accent scoring"
        value={value.accent_scoring}
        options={ACCENT_SCORING.map((accent) => ({ value: accent, label: ACCENT_LABELS[accent] }))}
        onChange={(accent_scoring) => set({ accent_scoring })}
        hint="What a typed answer loses when it differs from an accepted one only by its accents (e instead of é)."
        error={fieldError(errors, 'accent_scoring')}
      />
    </>
  );
}
