import { useEffect, useState, type RefObject } from 'react';
import { ApiError } from '@lms/sdk/web';
import type { FieldError } from '@lms/contract/rules';
import { failureMessage } from './failureMessage.ts';

export interface FormErrors {
  /** Messages by field path ('email', 'fields/school'). */
  fieldErrors: Readonly<Record<string, string>>;
  /** A message for the whole form (shown as an alert). */
  formError: string | undefined;
  /** Shows the rules' messages at their fields and focuses the first bad one; true when there were any. */
  check(problems: readonly FieldError[]): boolean;
  /** A failed call: a 422's messages at the fields this form has, anything else as the form's message. */
  fail(error: unknown): void;
  setFormError(message: string | undefined): void;
}

/**
 * Field and form messages of one form. `fields` are the field paths the form
 * shows; a server message for any other field becomes the form's message.
 */
export function useFormErrors(formRef: RefObject<HTMLFormElement | null>, fields: readonly string[]): FormErrors {
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [focusRequest, setFocusRequest] = useState(0);

  // After the messages render, the first invalid control in the form's own order takes the focus.
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest, formRef]);

  const showAtFields = (problems: readonly FieldError[]) => {
    const shown: Record<string, string> = {};
    for (const problem of problems) shown[problem.field] ??= problem.message;
    setFieldErrors(shown);
    if (problems.length > 0) setFocusRequest((count) => count + 1);
  };

  return {
    fieldErrors,
    formError,
    setFormError,
    check(problems) {
      setFormError(undefined);
      showAtFields(problems);
      return problems.length > 0;
    },
    fail(error) {
      if (error instanceof ApiError && error.fields.length > 0) {
        const atFields = error.fields.filter((problem) => fields.includes(problem.field));
        showAtFields(atFields);
        setFormError(error.fields.find((problem) => !fields.includes(problem.field))?.message);
        return;
      }
      setFieldErrors({});
      setFormError(failureMessage(error));
    },
  };
}
