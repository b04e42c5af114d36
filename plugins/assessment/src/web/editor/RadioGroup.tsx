import { useId, type ReactNode } from 'react';

export interface RadioOption<V> {
  value: V;
  label: string;
}

interface RadioGroupProps<V> {
  legend: string;
  value: V;
  options: readonly RadioOption<V>[];
  onChange(value: V): void;
  hint?: string;
  /** The save's message for this setting. */
  error?: string;
  disabled?: boolean;
  /** Shown after the legend, before the choices (a switch the choices depend on). */
  children?: ReactNode;
}

/** A setting that takes one of a few values: radios in a fieldset, its hint and error tied to the group. */
export function RadioGroup<V extends string | number | null>({ legend, value, options, onChange, hint, error, disabled = false, children }: RadioGroupProps<V>) {
  const name = useId();
  const hintId = `${name}-hint`;
  const errorId = `${name}-error`;
  const describedBy = [error !== undefined && errorId, hint !== undefined && hintId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="lms-assessment-group" aria-describedby={describedBy} aria-invalid={error !== undefined}>
      <legend>{legend}</legend>
      {children}
      <div className="lms-assessment-choices">
        {options.map((option) => (
          <label key={String(option.value)} className="lms-assessment-check">
            <input type="radio" name={name} checked={option.value === value} disabled={disabled} onChange={() => onChange(option.value)} />
            {option.label}
          </label>
        ))}
      </div>
      {hint !== undefined && (
        <p id={hintId} className="lms-field-hint">
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p id={errorId} className="lms-field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
