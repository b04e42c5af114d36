import { useEffect, useRef } from 'react';
import type { FieldMessages } from './formFailure.ts';

/** Moves the focus to the first field marked invalid whenever a new set of field messages is shown. */
export function useFocusFirstError(errors: FieldMessages) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.values(errors).some(Boolean)) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return formRef;
}
