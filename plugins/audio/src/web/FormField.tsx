import { useId, type InputHTMLAttributes } from 'react';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  label: string;
  value: string;
  onChange(value: string): void;
  hint?: string;
  error?: string;
}

/** A labelled input with its hint and, once it is wrong, its error, both tied to it for assistive technology. */
export function FormField({ label, value, onChange, hint, error, type = 'text', ...inputProps }: FormFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [error !== undefined && errorId, hint !== undefined && hintId].filter(Boolean).join(' ');
  return (
    <div className="lms-audio-field">
      <label htmlFor={inputId}>{label}</label>
      <input
        {...inputProps}
        id={inputId}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
      />
      {hint !== undefined && (
        <p id={hintId} className="lms-audio-field-hint">
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p id={errorId} className="lms-audio-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
