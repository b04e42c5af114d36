import type { Ref, TextareaHTMLAttributes } from 'react';
import { bindable, type BindableProps } from '../forms/bindable.tsx';
import { Field, type TextFieldProps } from './Field.tsx';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'id' | 'children'>, TextFieldProps {
  ref?: Ref<HTMLTextAreaElement>;
  onBlur?(): void;
}

/** A labelled text area with its hint and error; other text area attributes (rows, maxLength, className...) pass through. */
function TextArea({ label, value, onChange, hint, error, layout, id, ref, ...textAreaProps }: TextAreaProps) {
  return (
    <Field label={label} hint={hint} error={error} layout={layout} id={id}>
      {(control) => <textarea {...textAreaProps} {...control} ref={ref} value={value} onChange={(event) => onChange(event.target.value)} />}
    </Field>
  );
}

/** A text area of the field family: `value`/`onChange`, or `name` inside a `<Form>`. */
export const TextAreaField = bindable<string, TextAreaProps>(TextArea);
export type TextAreaFieldProps = BindableProps<TextAreaProps>;
