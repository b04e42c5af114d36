import { Field, FormField } from '@lms/sdk/web';
import { OPEN_ACTIONS, type OpenAction } from '../../schemas/assessmentConfig.ts';
import { CheckField } from './CheckField.tsx';
import { fieldError } from './fieldError.ts';
import type { SettingsProps } from './settingsProps.ts';

/** Part 2 §4 action codes: what opening the assessment again does. */
const OPEN_ACTION_LABELS: Record<OpenAction, string> = {
  0: "Don't show it",
  1: 'Resume the attempt',
  2: 'Start the next submission',
  3: 'Show the review',
};

const whole = (text: string) => (text === '' ? 0 : Number(text));

/** How many attempts, what opening the assessment again does, how often an attempt may be re-opened, and the back button. */
export function AttemptSettings({ value, set, errors }: SettingsProps) {
  return (
    <>
      <FormField
        label="Attempts"
        type="number"
        min={0}
        value={String(value.submission_attempts)}
        onChange={(attempts) => set({ submission_attempts: whole(attempts) })}
        hint="0 for unlimited attempts."
        error={fieldError(errors, 'submission_attempts')}
      />
      <Field label="On opening it again" hint="What a student sees when they come back to the assessment." error={fieldError(errors, 'number_of_opens')}>
        {(control) => (
          <select {...control} value={value.number_of_opens} onChange={(event) => set({ number_of_opens: Number(event.target.value) as OpenAction })}>
            {OPEN_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {OPEN_ACTION_LABELS[action]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <FormField
        label="Re-opening limit"
        type="number"
        min={1}
        value={value.resume_max_attempts === null ? '' : String(value.resume_max_attempts)}
        onChange={(times) => set({ resume_max_attempts: times === '' ? null : Number(times) })}
        hint="How many times a student may re-open an attempt they left; empty for no limit."
        error={fieldError(errors, 'resume_max_attempts')}
      />
      <CheckField
        label="Lock the back button"
        checked={value.lock_back_button}
        onChange={(lock_back_button) => set({ lock_back_button })}
        hint="Students cannot go back to a Question once they moved on."
        error={fieldError(errors, 'lock_back_button')}
      />
    </>
  );
}
