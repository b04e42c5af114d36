import { useState } from 'react';
import { Field } from '@lms/sdk/web';
import { DEFAULT_TIME, joinDateAndTime, splitDate } from '../schemas/dateParts.ts';

interface DateTimeFieldProps {
  label: string;
  /** What the date does; the field adds how to leave it empty. */
  hint?: string;
  value: string | null;
  onChange(value: string | null): void;
  /** The save's message for this date. */
  error?: string;
}

/**
 * A date and its time, entered apart as part 2 §5 has them: a date gets the
 * default time 23:59 (part 3 §9); one without the other keeps the last
 * complete date and says 'Enter both a time and a date in ...'.
 */
export function DateTimeField({ label, hint, value, onChange, error }: DateTimeFieldProps) {
  const [parts, setParts] = useState(() => splitDate(value));
  const [problem, setProblem] = useState<string | undefined>();
  const update = (next: { date: string; time: string }) => {
    const withTime = next.date !== '' && parts.date === '' && next.time === '' ? { ...next, time: DEFAULT_TIME } : next;
    setParts(withTime);
    const joined = joinDateAndTime(withTime.date, withTime.time, label);
    setProblem(joined.ok ? undefined : joined.message);
    if (joined.ok) onChange(joined.value);
  };
  return (
    <Field label={label} error={problem ?? error} hint={hint ? `${hint} Leave both empty for no date.` : 'Leave both empty for no date.'}>
      {(control) => (
        <span className="lms-assessment-date">
          <input {...control} type="date" value={parts.date} onChange={(event) => update({ ...parts, date: event.target.value })} />
          <input
            type="time"
            aria-label={`${label} time`}
            aria-invalid={control['aria-invalid']}
            aria-describedby={control['aria-describedby']}
            value={parts.time}
            onChange={(event) => update({ ...parts, time: event.target.value })}
          />
        </span>
      )}
    </Field>
  );
}
