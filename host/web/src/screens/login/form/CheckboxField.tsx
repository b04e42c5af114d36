import type { ReactNode } from 'react';
import { errorAttributes } from '../../../ui/Field.tsx';

interface CheckboxFieldProps {
  id: string;
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  error?: string;
  /** Shown after the label, e.g. a link to the terms. */
  children?: ReactNode;
}

/** A labelled checkbox with its error message tied to it. */
export function CheckboxField({ id, label, checked, onChange, error, children }: CheckboxFieldProps) {
  return (
    <div className="field field--checkbox">
      <label className="checkbox" htmlFor={id}>
        <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} {...errorAttributes(id, error)} />
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
