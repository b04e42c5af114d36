import { screen } from '@testing-library/react';

/** The message tied (aria-describedby) to the control labelled `label`; undefined when it has none. */
export function errorOf(label: string) {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
}
