import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { bindable, type BindableProps } from '../forms/bindable.tsx';
import { Field, type FieldFrameProps } from './Field.tsx';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'checked' | 'id' | 'children' | 'type'>, Omit<FieldFrameProps, 'layout'> {
  value: boolean;
  onChange(checked: boolean): void;
  /** Shown after the label, e.g. a link to the terms. */
  labelExtra?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  onBlur?(): void;
}

/** A checkbox with its label beside it (never centred above it), its hint and its error below. */
function Checkbox({ label, value, onChange, hint, error, id, labelExtra, ref, ...inputProps }: CheckboxProps) {
  return (
    <Field label={label} hint={hint} error={error} layout="check" id={id} labelExtra={labelExtra}>
      {(control) => <input {...inputProps} {...control} ref={ref} type="checkbox" checked={value} onChange={(event) => onChange(event.target.checked)} />}
    </Field>
  );
}

/** A checkbox of the field family: `value`/`onChange` (a boolean), or `name` inside a `<Form>`. */
export const CheckboxField = bindable<boolean, CheckboxProps>(Checkbox);
export type CheckboxFieldProps = BindableProps<CheckboxProps>;
