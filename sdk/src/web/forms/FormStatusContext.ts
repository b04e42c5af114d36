import { createContext, useContext } from 'react';
import type { FormOutcome } from './useLmsForm.ts';

/** What the parts of a `<Form>` (its status line, its submit button) read from it. */
export interface FormStatus extends FormOutcome {
  submitting: boolean;
}

export const FormStatusContext = createContext<FormStatus | null>(null);

export function useFormStatus(): FormStatus {
  const status = useContext(FormStatusContext);
  if (!status) throw new Error('useFormStatus must be used inside a <Form>');
  return status;
}
