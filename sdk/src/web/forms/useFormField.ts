import type { RefCallback } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { appliedChange, type ValueChange } from '../valueChange.ts';

/** What a control of your own needs from the enclosing `<Form>` to hold the value under `name`. */
export interface FormFieldBinding<V> {
  name: string;
  value: V;
  /** A new value, or an updater applied to the value the form holds now (see ValueChange). */
  onChange(next: ValueChange<V>): void;
  onBlur(): void;
  /** Give it to the control that takes the focus when the field is wrong. */
  ref: RefCallback<HTMLElement>;
  error: string | undefined;
}

/**
 * Binds a control of your own (four code boxes, a checkbox whose label holds a
 * link) to the enclosing `<Form>`: its value, its change handler and its error.
 * Name the control (`name`) and mark it `aria-invalid` while it is wrong, so a
 * 422 finds it and the focus goes to it.
 */
export function useFormField<V>(name: string): FormFieldBinding<V> {
  const form = useFormContext();
  if (!form) throw new Error(`useFormField("${name}") must be used inside a <Form>`);
  const { field, fieldState } = useController({ name, control: form.control });
  const onChange = (next: ValueChange<V>) => field.onChange(appliedChange(form.getValues(name) as V, next));
  return { name, value: field.value as V, onChange, onBlur: field.onBlur, ref: field.ref, error: fieldState.error?.message };
}
