import { useState } from 'react';
import type { FieldError } from '@lms/contract/rules';
import { formFailure, messagesByField, type FieldMessages } from './formFailure.ts';
import { useFocusFirstError } from './useFocusFirstError.ts';
import { useSaveStatus } from './useSaveStatus.ts';

/**
 * An account form's field messages and save status, with the focus moved to
 * the first bad field. `fields` are the payload fields whose 422 messages the
 * form shows at its fields.
 */
export function useAccountForm(fields: readonly string[]) {
  const [errors, setErrors] = useState<FieldMessages>({});
  const status = useSaveStatus();
  const formRef = useFocusFirstError(errors);
  return {
    errors,
    setErrors,
    status,
    formRef,
    /** Shows the rules' messages at their fields; true, and the save failed, when there were any. */
    check(problems: readonly FieldError[]): boolean {
      setErrors(messagesByField(problems));
      if (problems.length > 0) status.fail();
      return problems.length > 0;
    },
    /** A failed save: a 422's messages at the form's fields, anything else under them. */
    fail(error: unknown) {
      const failure = formFailure(error, fields);
      setErrors(failure.fields);
      status.fail(failure.form);
    },
  };
}
