import type { InputHTMLAttributes, Ref } from 'react';
import { Field, type TextFieldProps } from './Field.tsx';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id' | 'children'>, TextFieldProps {
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input (text by default; url, number...) with its hint and error.
 * Other input attributes (inputMode, autoFocus, min, max, maxLength...) pass
 * through; a number input counts in whole steps unless told otherwise.
 */
export function FormField({ label, value, onChange, hint, error, layout, type = 'text', step, ref, ...inputProps }: FormFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} layout={layout}>
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
