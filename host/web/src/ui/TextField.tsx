import type { ChangeEvent, InputHTMLAttributes, Ref } from 'react';
import { errorAttributes, Field } from './Field.tsx';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** The message shown under the field; marks it invalid. */
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its error message tied to it for assistive technology. */
export function TextField({ id, label, value, onChange, error, ref, ...inputProps }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      <input
        {...inputProps}
        ref={ref}
        id={id}
        className="field__input"
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        {...errorAttributes(id, error)}
      />
    </Field>
  );
}
