import type { InputHTMLAttributes, Ref } from 'react';
import { bindable, type BindableProps } from '../forms/bindable.tsx';
import type { TextFieldProps } from './Field.tsx';
import { TextInput } from './FormField.tsx';

export interface NumberInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id' | 'children' | 'type' | 'inputMode'>, TextFieldProps {
  /** Whole numbers only: the phone keypad without the decimal point. */
  integer?: boolean;
  ref?: Ref<HTMLInputElement>;
  onBlur?(): void;
}

/**
 * A labelled number box, as wide as a number needs (never the row's or the
 * page's width). A text input with a numeric keypad rather than
 * type="number": what was typed stays as typed ("4.5", "a lot") for the
 * field's rule to name, and no scroll wheel changes a score by accident.
 */
function NumberInput({ integer = false, className, ...inputProps }: NumberInputProps) {
  return <TextInput {...inputProps} type="text" inputMode={integer ? 'numeric' : 'decimal'} className={className ? `lms-number-input ${className}` : 'lms-number-input'} />;
}

/** A number box of the field family: `value`/`onChange` (the text typed), or `name` inside a `<Form>`. */
export const NumberField = bindable<string, NumberInputProps>(NumberInput);
export type NumberFieldProps = BindableProps<NumberInputProps>;
