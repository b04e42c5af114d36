import { useId } from 'react';

interface FormFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  hint?: string;
  error?: string;
  type?: 'text' | 'url' | 'number';
  /** For numbers. */
  min?: number;
  max?: number;
}

/** A labelled input with its hint and, after a failed save, its error. */
export function FormField({ label, value, onChange, hint, error, type = 'text', min, max }: FormFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [error !== undefined && errorId, hint !== undefined && hintId].filter(Boolean).join(' ');
  return (
    <div className="lms-iframe-field">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        type={type}
        min={min}
        max={max}
        step={type === 'number' ? 1 : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
      />
      {hint !== undefined && (
        <p id={hintId} className="lms-iframe-field-hint">
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p id={errorId} className="lms-iframe-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
