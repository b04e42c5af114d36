import { useEffect, useRef, useState, type FormHTMLAttributes, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type Path } from 'react-hook-form';
import { useUnsavedChangesWarning } from '../context.ts';
import { formFailure } from './formFailure.ts';
import { FormStatusContext } from './FormStatusContext.ts';
import type { LmsForm } from './useLmsForm.ts';

/** What a save may answer: the values the form now holds as saved (the server's, or emptied fields), a success text. */
export interface SubmitOutcome<V> {
  values?: V;
  success?: string;
}

export interface FormProps<V extends FieldValues> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'> {
  form: LmsForm<V>;
  /**
   * `div` for a form that sits inside another form (a small form of an editor
   * within the host's form: forms must not nest). It has no submit event of its
   * own: its children are then a function given `submit`, for its buttons and keys.
   */
  as?: 'form' | 'div';
  children?: ReactNode | ((submit: () => void) => ReactNode);
  /** Saves the valid values; throws the call's ApiError when it fails. */
  onSubmit(values: V): Promise<SubmitOutcome<V> | void> | SubmitOutcome<V> | void;
}

const cssEscape = (name: string) => name.replace(/["\\]/g, '\\$&');

/**
 * A form of the kit: the rule runs on submit and its messages stand at their
 * fields; a 422's messages land on the fields the form shows (matched by the
 * controls' names), any other as the form's message; the focus goes to the
 * first wrong field; a save resets the dirty state; leaving with unsaved
 * changes asks first.
 */
export function Form<V extends FieldValues>({ form, onSubmit, className, children, as = 'form', ...formProps }: FormProps<V>) {
  const formRef = useRef<HTMLFormElement & HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const unsavedDialog = useUnsavedChangesWarning(form.warnUnsaved && form.formState.isDirty);
  const { isSubmitting } = form.formState;

  // After the messages render, the first wrong control in the form's own order takes the focus.
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const shown = (path: string) => formRef.current?.querySelector(`[name="${cssEscape(path)}"]`) != null;
  const requestFocus = () => setFocusRequest((count) => count + 1);

  const submit = form.handleSubmit(
    async (values) => {
      form.setOutcome({});
      try {
        const outcome = await onSubmit(values);
        form.reset(outcome?.values ?? values);
        form.setOutcome({ success: outcome?.success });
      } catch (error) {
        const failure = formFailure(error, shown, form.failureMessage, form.failureWithFields);
        for (const field of failure.fields) form.setError(field.path as Path<V>, { type: 'server', message: field.message });
        form.setOutcome({ error: failure.form });
        if (failure.fields.length > 0) requestFocus();
      }
    },
    () => {
      form.setOutcome({ error: form.invalidMessage });
      requestFocus();
    },
  );

  return (
    <FormProvider {...form}>
      <FormStatusContext value={{ ...form.outcome, submitting: isSubmitting }}>
        {as === 'div' ? (
          // Keeps the layout of the form around it (no `lms-form` spacing of its own).
          <div ref={formRef} className={className}>
            {typeof children === 'function' ? children(() => void submit()) : children}
          </div>
        ) : (
          <form {...formProps} ref={formRef} noValidate className={className ? `lms-form ${className}` : 'lms-form'} onSubmit={(event) => void submit(event)}>
            {typeof children === 'function' ? children(() => void submit()) : children}
          </form>
        )}
        {unsavedDialog}
      </FormStatusContext>
    </FormProvider>
  );
}
