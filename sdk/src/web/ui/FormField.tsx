import type { InputHTMLAttributes, Ref } from 'react';
import { bindable, type BindableProps } from '../forms/bindable.tsx';
import { Field, type TextFieldProps } from './Field.tsx';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id' | 'children'>, TextFieldProps {
  ref?: Ref<HTMLInputElement>;
  onBlur?(): void;
}

/**
 * A labelled input (text by default; email, url, password...) with its hint and error.
 * Other input attributes (inputMode, autoComplete, autoFocus, maxLength...) pass through.
 */
export function TextInput({ label, value, onChange, hint, error, layout, id, type = 'text', step, ref, ...inputProps }: TextInputProps) {
  return (
    <Field label={label} hint={hint} error={error} layout={layout} id={id}>
      {(control) => (
        <input
          {...inputProps}
          {...control}
          ref={ref}
          type={type}
          step={step ?? (type === 'number' ? 1 : undefined)}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** A text input of the field family: `value`/`onChange`, or `name` inside a `<Form>`. */
export const FormField = bindable<string, TextInputProps>(TextInput);
export type FormFieldProps = BindableProps<TextInputProps>;
