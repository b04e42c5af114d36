import { screen } from '@testing-library/react';

/** The error message tied (aria-describedby, before any hint) to the control labelled `label`; undefined while it is valid. */
export function errorOf(label: string) {
  const control = screen.getByLabelText(label);
  if (control.getAttribute('aria-invalid') !== 'true') return undefined;
  const [errorId] = (control.getAttribute('aria-describedby') ?? '').split(' ');
  return errorId ? document.getElementById(errorId)?.textContent : undefined;
}
