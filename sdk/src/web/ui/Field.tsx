import { useContext, useId, type ReactNode } from 'react';
import { FormStatusContext } from '../forms/FormStatusContext.ts';
import './fields.css';

/**
 * Stacked puts the label above the control (editor forms); inline beside it (compact forms, rows of a list);
 * check puts a checkbox first and its label beside it.
 */
export type FieldLayout = 'stacked' | 'inline' | 'check';

/** What a field's control spreads on itself to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/** What every field of the family takes besides its value. */
export interface FieldFrameProps {
  label: string;
  hint?: string;
  /** Shown, and announced, once the value is wrong. */
  error?: string;
  layout?: FieldLayout;
  /** The control's id when a page must know it (a link to it); otherwise one is made. */
  id?: string;
}

/** What a text field takes besides its control's own attributes. */
export interface TextFieldProps extends FieldFrameProps {
  value: string;
  onChange(value: string): void;
}

export interface FieldProps extends FieldFrameProps {
  /** The hint tells a state that changes (a file being read, then its name): announce it as it does. */
  hintLive?: boolean;
  /** The error comes from an action on the field itself (a file read or uploaded), not a submit: announce it even in a kit form. */
  announceError?: boolean;
  /** Shown after the label (a link to the terms beside "I accept"). */
  labelExtra?: ReactNode;
  children(control: FieldControlProps): ReactNode;
}

const LAYOUT_CLASS: Record<FieldLayout, string> = {
  stacked: 'lms-field',
  inline: 'lms-field lms-field--inline',
  check: 'lms-field lms-field--check',
};

/** A labelled control with its hint and, once it is wrong, its error, both tied to it for assistive technology. */
export function Field({ label, hint, hintLive = false, error, layout = 'stacked', id, announceError = false, labelExtra, children }: FieldProps) {
  const madeId = useId();
  const controlId = id ?? madeId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [error !== undefined && errorId, hint !== undefined && hintId].filter(Boolean).join(' ');
  // In a kit <Form> the focus moves to the first wrong field, which reads its error; elsewhere the error announces itself.
  const inKitForm = useContext(FormStatusContext) !== null;
  const errorRole = announceError || !inKitForm ? 'alert' : undefined;
  const control = children({ id: controlId, 'aria-invalid': error !== undefined, 'aria-describedby': describedBy === '' ? undefined : describedBy });
  const labelElement = <label htmlFor={controlId}>{label}</label>;
  return (
    <div className={LAYOUT_CLASS[layout]}>
      {layout === 'check' ? (
        <div className="lms-field-check">
          {control}
          {labelElement}
          {labelExtra}
        </div>
      ) : (
        <>
          {labelElement}
          {labelExtra}
          {control}
        </>
      )}
      {hint !== undefined && (
        <p id={hintId} className="lms-field-hint" role={hintLive ? 'status' : undefined}>
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p id={errorId} className="lms-field-error" role={errorRole}>
          {error}
        </p>
      )}
    </div>
  );
}
