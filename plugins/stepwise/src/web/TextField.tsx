import { useId } from 'react';

interface TextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  maxLength: number;
  hint?: string;
  error?: string;
  required?: boolean;
  multiline?: boolean;
  elementRef?: (element: HTMLElement | null) => void;
}

/** A labelled text input (or text area) with its hint and, once a save refused it, its error. */
export function TextField({ label, value, onChange, maxLength, hint, error, required, multiline, elementRef }: TextFieldProps) {
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [error !== undefined && errorId, hint !== undefined && hintId].filter(Boolean).join(' ') || undefined;
  const shared = {
    id: fieldId,
    value,
    maxLength,
    required,
    'aria-invalid': error !== undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className="lms-stepwise-field">
      <label htmlFor={fieldId}>{label}</label>
      {multiline ? (
        <textarea {...shared} ref={elementRef} rows={6} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} ref={elementRef} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
      {hint !== undefined && (
        <p id={hintId} className="lms-stepwise-hint">
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p id={errorId} className="lms-stepwise-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
