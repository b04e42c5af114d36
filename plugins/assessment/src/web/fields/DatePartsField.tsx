import type { Ref } from 'react';
import { Field } from '@lms/sdk/web';
import { DEFAULT_TIME, type DateParts } from '@lms/sdk/rules';

interface DatePartsFieldProps {
  label: string;
  hint?: string;
  parts: DateParts;
  onChange(parts: DateParts): void;
  error?: string;
  /** The layout class of the two inputs' row. */
  className: string;
  /** The date input's name in a kit `<Form>` (a 422's message for it finds it). */
  name?: string;
  /** The date input, which takes the focus when the field is wrong. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A date and its time entered apart, as part 2 §5 has them (the time input
 * named "{label} time"); a date typed first gets the default time 23:59
 * (part 3 §9).
 */
export function DatePartsField({ label, hint, parts, onChange, error, className, name, inputRef }: DatePartsFieldProps) {
  const setDate = (date: string) => onChange({ date, time: date !== '' && parts.date === '' && parts.time === '' ? DEFAULT_TIME : parts.time });
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <span className={className}>
          <input {...control} ref={inputRef} name={name} type="date" value={parts.date} onChange={(event) => setDate(event.target.value)} />
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
