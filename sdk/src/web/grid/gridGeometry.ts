import type { CellSpan, GridPosition } from './gridPosition.ts';
import type { GridLayout } from './gridLayout.ts';

/** Where each shown leaf column sits, in pixels from the grid's left edge. */
export interface GridGeometry {
  starts: number[];
  widths: number[];
  stickyCount: number;
  stickyWidth: number;
  totalWidth: number;
  rowHeight: number;
}

export function gridGeometry(widths: number[], stickyCount: number, rowHeight: number): GridGeometry {
  const starts: number[] = [];
  let start = 0;
  for (const width of widths) {
    starts.push(start);
    start += width;
  }
  const sticky = Math.min(stickyCount, widths.length);
  return { starts, widths, stickyCount: sticky, stickyWidth: starts[sticky] ?? start, totalWidth: start, rowHeight };
}

/** The span of the cell at a position: group headings span their columns; an ungrouped heading spans both header rows. */
export function spanInLayout<TRow>(layout: GridLayout<TRow>, { row, col }: GridPosition): CellSpan {
  const single = { rowStart: row, rowEnd: row, colStart: col, colEnd: col };
  if (layout.headerRows === 1 || row > 1) return single;
  const group = layout.groups.find((span) => span.first <= col && col <= span.last);
  if (!group) return { rowStart: 0, rowEnd: 1, colStart: col, colEnd: col };
  return row === 0 ? { rowStart: 0, rowEnd: 0, colStart: group.first, colEnd: group.last } : single;
}

/** What a cell element carries so focus can find it and a click can name it. */
export const cellKey = (span: Pick<CellSpan, 'rowStart' | 'colStart'>) => `${span.rowStart}:${span.colStart}`;
