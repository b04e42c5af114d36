import { useState } from 'react';
import { DataGrid, type DataGridProps, type GridColumnSpec } from '../../src/web/index.ts';

export interface Mark {
  id: string;
  name: string;
  scores: number[];
}

export const marks = (rows: number, activities: number): Mark[] =>
  Array.from({ length: rows }, (_, row) => ({ id: `s${row}`, name: `Student ${String(row).padStart(4, '0')}`, scores: Array.from({ length: activities }, (_, col) => (row * 7 + col * 3) % 101) }));

export const nameColumn: GridColumnSpec<Mark> = { id: 'name', header: 'Student', value: (row) => row.name, rowHeader: true, sortable: true, filterable: true };

export const scoreColumns = (activities: number) =>
  Array.from({ length: activities }, (_, col) => ({ id: `a${col}`, header: `Activity ${col + 1}`, width: 100, sortable: true, value: (row: Mark) => row.scores[col] ?? null }));

/** A grid whose selection lives in the test's state, as a screen's would. */
export function SelectableGrid(props: Omit<DataGridProps<Mark>, 'selection'>) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return <DataGrid {...props} selection={{ selected, onChange: setSelected, rowLabel: (row) => `Select ${row.name}`, allLabel: 'Select all students shown' }} />;
}

type Box = 'clientWidth' | 'clientHeight';

/** jsdom lays nothing out: give the grid's scroll box a viewport and a working scrollTo. */
export function fakeViewport(width: number, height: number): () => void {
  const sizes: Record<Box, number> = { clientWidth: width, clientHeight: height };
  const originals = (['clientWidth', 'clientHeight'] as const).map((box) => [box, Object.getOwnPropertyDescriptor(HTMLElement.prototype, box)] as const);
  for (const box of ['clientWidth', 'clientHeight'] as const) {
    Object.defineProperty(HTMLElement.prototype, box, {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('lms-grid__scroll') ? sizes[box] : 0;
      },
    });
  }
  const originalScrollTo = HTMLElement.prototype.scrollTo;
  HTMLElement.prototype.scrollTo = function scrollTo(this: HTMLElement, options?: ScrollToOptions | number) {
    if (typeof options !== 'object') return;
    if (options.top !== undefined) Object.defineProperty(this, 'scrollTop', { configurable: true, writable: true, value: options.top });
    if (options.left !== undefined) Object.defineProperty(this, 'scrollLeft', { configurable: true, writable: true, value: options.left });
    this.dispatchEvent(new Event('scroll'));
  } as typeof HTMLElement.prototype.scrollTo;
  return () => {
    // jsdom defines these on Element.prototype: with no own descriptor to put back, remove the stand-in,
    // or every later test file of the worker (they share the window) would see this viewport.
    for (const [box, descriptor] of originals) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, box, descriptor);
      else Reflect.deleteProperty(HTMLElement.prototype, box);
    }
    HTMLElement.prototype.scrollTo = originalScrollTo;
  };
}
