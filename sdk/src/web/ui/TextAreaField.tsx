import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field, type TextFieldProps } from './Field.tsx';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'id' | 'children'>, TextFieldProps {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled text area with its hint and error; other text area attributes (rows, maxLength, className...) pass through. */
export function TextAreaField({ label, value, onChange, hint, error, layout, ref, ...textAreaProps }: TextAreaFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} layout={layout}>
      {(control) => <textarea {...textAreaProps} {...control} ref={ref} value={value} onChange={(event) => onChange(event.target.value)} />}
    </Field>
  );
}
