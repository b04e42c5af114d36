import { useId, type Ref } from 'react';

interface FormFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  hint?: string;
  error?: string;
  inputMode?: 'text' | 'url';
  autoFocus?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with its hint and, once it is wrong, its error. */
export function FormField({ label, value, onChange, hint, error, inputMode, autoFocus, ref }: FormFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [error !== undefined && errorId, hint !== undefined && hintId].filter(Boolean).join(' ');
  return (
    <div className="lms-html-field">
      <label htmlFor={inputId}>{label}</label>
      <input
        ref={ref}
        id={inputId}
        type="text"
        inputMode={inputMode}
        // The form opens on the author's request, ready for the value.
        autoFocus={autoFocus}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
      />
      {hint !== undefined && (
        <p id={hintId} className="lms-html-field-hint">
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p id={errorId} className="lms-html-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
