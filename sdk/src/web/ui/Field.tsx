import { useId, type ReactNode } from 'react';
import './fields.css';

/** Stacked puts the label above the control (editor forms); inline beside it (compact forms, rows of a list). */
export type FieldLayout = 'stacked' | 'inline';

/** What a field's control spreads on itself to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/** What a text field takes besides its control's own attributes. */
export interface TextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  hint?: string;
  error?: string;
  layout?: FieldLayout;
}

export interface FieldProps {
  label: string;
  hint?: string;
  /** The hint tells a state that changes (a file being read, then its name): announce it as it does. */
  hintLive?: boolean;
  /** Shown, and announced, once the value is wrong. */
  error?: string;
  layout?: FieldLayout;
  children(control: FieldControlProps): ReactNode;
}

/** A labelled control with its hint and, once it is wrong, its error, both tied to it for assistive technology. */
export function Field({ label, hint, hintLive = false, error, layout = 'stacked', children }: FieldProps) {
  const controlId = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [error !== undefined && errorId, hint !== undefined && hintId].filter(Boolean).join(' ');
  return (
    <div className={layout === 'inline' ? 'lms-field lms-field--inline' : 'lms-field'}>
      <label htmlFor={controlId}>{label}</label>
      {children({ id: controlId, 'aria-invalid': error !== undefined, 'aria-describedby': describedBy === '' ? undefined : describedBy })}
      {hint !== undefined && (
        <p id={hintId} className="lms-field-hint" role={hintLive ? 'status' : undefined}>
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p id={errorId} className="lms-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
