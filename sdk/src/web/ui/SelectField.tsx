import type { Ref, SelectHTMLAttributes } from 'react';
import { bindable, type BindableProps } from '../forms/bindable.tsx';
import { Field, type TextFieldProps } from './Field.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'id' | 'children'>, TextFieldProps {
  options: readonly SelectOption[];
  ref?: Ref<HTMLSelectElement>;
  onBlur?(): void;
}

/** A labelled select with its hint and error. */
function Select({ label, value, onChange, hint, error, layout, id, options, ref, ...selectProps }: SelectProps) {
  return (
    <Field label={label} hint={hint} error={error} layout={layout} id={id}>
      {(control) => (
        <select {...selectProps} {...control} ref={ref} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A select of the field family: `value`/`onChange`, or `name` inside a `<Form>`. */
export const SelectField = bindable<string, SelectProps>(Select);
export type SelectFieldProps = BindableProps<SelectProps>;
