import { useId } from 'react';

interface CheckFieldProps {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  hint?: string;
  /** The save's message for this setting. */
  error?: string;
}

/** A yes/no setting: a labelled checkbox with its hint and error tied to it. */
export function CheckField({ label, checked, onChange, hint, error }: CheckFieldProps) {
  const id = useId();
  const describedBy = [error !== undefined && `${id}-error`, hint !== undefined && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="lms-assessment-setting">
      <label className="lms-assessment-check">
        <input type="checkbox" checked={checked} aria-invalid={error !== undefined} aria-describedby={describedBy} onChange={(event) => onChange(event.target.checked)} />
        {label}
      </label>
      {hint !== undefined && (
        <p id={`${id}-hint`} className="lms-field-hint">
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p id={`${id}-error`} className="lms-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
