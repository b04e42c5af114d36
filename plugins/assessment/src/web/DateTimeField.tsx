import { useState } from 'react';
import { joinDateAndTime, splitDate, type DateParts } from '@lms/sdk/rules';
import { DatePartsField } from './fields/DatePartsField.tsx';

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
  const update = (next: DateParts) => {
    setParts(next);
    const joined = joinDateAndTime(next.date, next.time, label);
    setProblem(joined.ok ? undefined : joined.message);
    if (joined.ok) onChange(joined.value);
  };
  return (
    <DatePartsField
      label={label}
      hint={hint ? `${hint} Leave both empty for no date.` : 'Leave both empty for no date.'}
      parts={parts}
      onChange={update}
      error={problem ?? error}
      className="lms-assessment-date"
    />
  );
}
