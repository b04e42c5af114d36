import { screen } from '@testing-library/react';

/** The grid cell of one activity (its row header's name) under one column heading. */
export function cellAt(title: string, header: string): HTMLElement {
  const heading = screen.getAllByRole('columnheader').find((element) => element.textContent?.trim() === header);
  const column = heading?.getAttribute('aria-colindex');
  const row = screen.getByRole('rowheader', { name: title }).closest<HTMLElement>('[role="row"]');
  const found = column ? row?.querySelector<HTMLElement>(`[aria-colindex="${column}"]`) : null;
  if (!found) throw new Error(`no cell for ${title} under ${header}`);
  return found;
}
