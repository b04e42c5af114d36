import { Field } from '@lms/sdk/web';
import { DEFAULT_TIME } from '../../schemas/dateParts.ts';
import type { DateParts } from './overrideDraft.ts';

interface OverrideDateFieldProps {
  label: string;
  parts: DateParts;
  onChange(parts: DateParts): void;
  hint: string;
  error?: string;
}

/** A date and its time entered apart (part 2 §5); a date typed first gets the default time 23:59 (part 3 §9). */
export function OverrideDateField({ label, parts, onChange, hint, error }: OverrideDateFieldProps) {
  const setDate = (date: string) => onChange({ date, time: date !== '' && parts.date === '' && parts.time === '' ? DEFAULT_TIME : parts.time });
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <span className="lms-grading-date">
          <input {...control} type="date" value={parts.date} onChange={(event) => setDate(event.target.value)} />
          <input
            type="time"
            aria-label={`${label} time`}
            aria-invalid={control['aria-invalid']}
            aria-describedby={control['aria-describedby']}
            value={parts.time}
            onChange={(event) => onChange({ ...parts, time: event.target.value })}
          />
        </span>
      )}
    </Field>
  );
}
