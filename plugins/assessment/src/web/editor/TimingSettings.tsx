import { Field, FormField } from '@lms/sdk/web';
import { DATE_LABELS } from '../../schemas/assessmentMessages.ts';
import { timeLimitText } from '@lms/sdk/rules';
import { DEFAULT_TIME_LIMIT, TIME_LIMIT_CHOICES } from '../../schemas/timeLimits.ts';
import { DateTimeField } from '../DateTimeField.tsx';
import { fieldError } from './fieldError.ts';
import type { SettingsProps } from './settingsProps.ts';

export const DATE_FIELDS = ['open_date', 'due_date', 'close_date'] as const;

const DATE_HINTS: Record<(typeof DATE_FIELDS)[number], string> = {
  open_date: 'Students can start from then on.',
  due_date: 'Work handed in later is late (the late policy below says what it costs).',
  close_date: 'Nothing can be handed in after it.',
};

const CUSTOM = 'custom';

/** The assessment's dates (open, due, close) and its time limit: a 15-minute step up to 2 hours, none, or the author's own. */
export function TimingSettings({ value, set, errors }: SettingsProps) {
  const chooseTimeLimit = (choice: string) =>
    choice === CUSTOM ? set({ time_limit_custom: true, time_limit: value.time_limit || DEFAULT_TIME_LIMIT }) : set({ time_limit_custom: false, time_limit: Number(choice) });
  return (
    <>
      {DATE_FIELDS.map((field) => (
        <DateTimeField key={field} label={DATE_LABELS[field]} hint={DATE_HINTS[field]} value={value[field]} onChange={(date) => set({ [field]: date })} error={fieldError(errors, field)} />
      ))}
      <Field label="Time limit" hint="Counted by the server from the start of each attempt; the attempt is handed in as it stands when time runs out." error={fieldError(errors, 'time_limit') ?? fieldError(errors, 'time_limit_custom')}>
        {(control) => (
          <select {...control} value={value.time_limit_custom ? CUSTOM : String(value.time_limit)} onChange={(event) => chooseTimeLimit(event.target.value)}>
            {TIME_LIMIT_CHOICES.map((seconds) => (
              <option key={seconds} value={seconds}>
                {timeLimitText(seconds)}
              </option>
            ))}
            <option value={CUSTOM}>Custom</option>
          </select>
        )}
      </Field>
      {value.time_limit_custom && (
        <FormField
          label="Custom time limit (minutes)"
          type="number"
          min={1}
          value={String(Math.round(value.time_limit / 60))}
          onChange={(minutes) => set({ time_limit: (minutes === '' ? 0 : Number(minutes)) * 60 })}
        />
      )}
    </>
  );
}
