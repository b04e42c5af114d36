import type { ComponentType, Ref } from 'react';
import { useController, useFormContext } from 'react-hook-form';

/** What a control of the field family takes to show and change its value. */
export interface ControlledProps<V> {
  value: V;
  onChange(value: V): void;
  onBlur?(): void;
  error?: string;
  /** Also the control's `name`: a 422's message for this field finds it by that name. */
  name?: string;
}

/** The same field, its value held by the enclosing `<Form>` under `name` (the body field it fills, e.g. "email" or "fields.school"). */
export type BoundProps<P> = Omit<P, 'value' | 'onChange' | 'name'> & { name: string; value?: undefined; onChange?: undefined };

/** A field takes its value and change handler, or the name of its value in the enclosing `<Form>`. */
export type BindableProps<P> = P | BoundProps<P>;

/**
 * Makes a controlled field usable in both ways, so one family serves forms
 * (`<FormField name="email" ... />` inside `<Form>`: value, error and focus from
 * the form) and lone controls (`value`/`onChange`: a search box, a row of a list).
 */
export function bindable<V, P extends ControlledProps<V>>(Control: ComponentType<P>): ComponentType<BindableProps<P>> {
  function BoundControl(props: BoundProps<P>) {
    const form = useFormContext();
    if (!form) throw new Error(`The field "${props.name}" is bound by name but has no <Form> around it`);
    const { field, fieldState } = useController({ name: props.name, control: form.control });
    const controlled = {
      ...props,
      value: field.value as V,
      onChange: field.onChange,
      onBlur: field.onBlur,
      ref: field.ref as Ref<unknown>,
      error: props.error ?? fieldState.error?.message,
    } as unknown as P;
    return <Control {...controlled} />;
  }
  function BindableControl(props: BindableProps<P>) {
    if (props.onChange === undefined) return <BoundControl {...(props as BoundProps<P>)} />;
    return <Control {...(props as P)} />;
  }
  BindableControl.displayName = Control.displayName ?? Control.name;
  return BindableControl;
}
