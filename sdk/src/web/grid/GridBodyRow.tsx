import { memo, type ReactNode } from 'react';
import type { GridGeometry } from './gridGeometry.ts';
import { cellKey } from './gridGeometry.ts';
import type { LeafColumn } from './gridLayout.ts';

/** What the cell at a shown column holds (its editor while it is edited). */
type CellContent<TRow> = (row: TRow, col: number) => ReactNode;

interface GridBodyRowProps<TRow> {
  row: TRow;
  /** The row's place among all grid rows (header rows first), from 0. */
  gridRow: number;
  top: number;
  leaves: readonly LeafColumn<TRow>[];
  geometry: GridGeometry;
  renderedCols: readonly number[];
  selected: boolean | undefined;
  content: CellContent<TRow>;
}

interface GridBodyCellProps<TRow> {
  row: TRow;
  gridRow: number;
  col: number;
  rowHeader: boolean;
  left: number;
  width: number;
  height: number;
  content: CellContent<TRow>;
}

function BodyCell<TRow>({ row, gridRow, col, rowHeader, left, width, height, content }: GridBodyCellProps<TRow>) {
  return (
    <div
      role={rowHeader ? 'rowheader' : 'gridcell'}
      aria-colindex={col + 1}
      data-cell={cellKey({ rowStart: gridRow, colStart: col })}
      tabIndex={-1}
      className="lms-grid__cell"
      style={{ left, width, height }}
    >
      {content(row, col)}
    </div>
  );
}

/** Memoised: a sideways scroll re-renders the row's list of cells but mounts only the cells it brings in. */
const GridBodyCell = memo(BodyCell) as typeof BodyCell;

/** One data row: the sticky cells in a pinned layer, the others placed where their column sits. */
function BodyRow<TRow>({ row, gridRow, top, leaves, geometry, renderedCols, selected, content }: GridBodyRowProps<TRow>) {
  const cell = (col: number) => {
    const { column } = leaves[col]!;
    return (
      <GridBodyCell
        key={column.id}
        row={row}
        gridRow={gridRow}
        col={col}
        rowHeader={column.rowHeader === true}
        left={geometry.starts[col]!}
        width={geometry.widths[col]!}
        height={geometry.rowHeight}
        content={content}
      />
    );
  };
  return (
    <div role="row" aria-rowindex={gridRow + 1} aria-selected={selected} className="lms-grid__row" style={{ transform: `translateY(${top}px)`, height: geometry.rowHeight, width: geometry.totalWidth }}>
      <div role="presentation" className="lms-grid__pinned" style={{ width: geometry.stickyWidth }}>
        {renderedCols.filter((col) => col < geometry.stickyCount).map(cell)}
      </div>
      {renderedCols.filter((col) => col >= geometry.stickyCount).map(cell)}
    </div>
  );
}

/** Memoised: a vertical scroll renders only the rows it brings in. */
export const GridBodyRow = memo(BodyRow) as typeof BodyRow;
