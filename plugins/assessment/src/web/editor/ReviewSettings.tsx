import { CORRECT_ANSWER_VISIBILITIES, VISIBILITIES, type AssessmentConfig } from '../../schemas/assessmentConfig.ts';
import { CheckField } from './CheckField.tsx';
import { fieldError } from './fieldError.ts';
import { RadioGroup } from './RadioGroup.tsx';
import type { SettingsProps } from './settingsProps.ts';
import { CHECK_MOMENTS, correctAnswersForcedNever, VISIBILITY_LABELS, withVisibility } from './visibilityChoices.ts';

const SCORE_LABELS: Record<AssessmentConfig['show_score'], string> = {
  0: 'Hidden',
  1: 'Default: with the responses',
  2: 'Immediately on submitting',
};

const INLINE_LABELS: Record<AssessmentConfig['inline'], string> = {
  0: 'None',
  1: 'Review inline',
  2: 'Answers inline',
};

const choices = <V extends keyof typeof VISIBILITY_LABELS>(values: readonly V[]) => values.map((value) => ({ value, label: VISIBILITY_LABELS[value] }));

/**
 * What students see and when (part 2 §4): the score, the inline mode, the
 * check answer button, their responses and the right answers. Each is a
 * radio-like group. The check answer button is a switch whose moments it
 * toggles on and off; with neither the button nor the responses, right
 * answers stay hidden ("forced to never").
 */
export function ReviewSettings({ value, set, errors }: SettingsProps) {
  const change = (patch: Partial<AssessmentConfig>) => set(withVisibility(value, patch));
  const checkOn = value.inline_check !== 'never';
  const forced = correctAnswersForcedNever(value);
  return (
    <>
      <RadioGroup
        legend="Show the score"
        value={value.show_score}
        options={([0, 1, 2] as const).map((level) => ({ value: level, label: SCORE_LABELS[level] }))}
        onChange={(show_score) => set({ show_score })}
        error={fieldError(errors, 'show_score')}
      />
      <RadioGroup
        legend="Inline"
        value={value.inline}
        options={([0, 1, 2] as const).map((level) => ({ value: level, label: INLINE_LABELS[level] }))}
        onChange={(inline) => set({ inline })}
        hint="Review inline: the review shows in the assessment itself. Answers inline: each Question shows its review where it stands."
        error={fieldError(errors, 'inline')}
      />
      <RadioGroup
        legend="Check answer button"
        value={value.inline_check}
        options={choices(CHECK_MOMENTS)}
        onChange={(inline_check) => change({ inline_check })}
        disabled={!checkOn}
        hint="Students check an answer while answering; from the moment chosen."
        error={fieldError(errors, 'inline_check')}
      >
        <CheckField label="Let students check their answers" checked={checkOn} onChange={(on) => change({ inline_check: on ? 'immediately' : 'never' })} />
      </RadioGroup>
      <RadioGroup
        legend="Show responses"
        value={value.show_responses}
        options={choices(VISIBILITIES)}
        onChange={(show_responses) => change({ show_responses })}
        hint="When students can review what they answered and whether it was right."
        error={fieldError(errors, 'show_responses')}
      />
      <RadioGroup
        legend="Show correct answers"
        value={value.show_correct_answers}
        options={choices(CORRECT_ANSWER_VISIBILITIES)}
        onChange={(show_correct_answers) => change({ show_correct_answers })}
        disabled={forced}
        hint={forced ? 'Never while neither the check answer button nor the responses show.' : 'When the review shows the right answers. Instructors always see them.'}
        error={fieldError(errors, 'show_correct_answers')}
      />
    </>
  );
}
