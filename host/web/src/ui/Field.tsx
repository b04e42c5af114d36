import type { ReactNode } from 'react';
import './fields.css';

/** The ARIA attributes that tie a control to its error message. */
export function errorAttributes(id: string, error: string | undefined) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined } as const;
}

/** A control with its label above and its error message (if any) below. */
export function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
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
