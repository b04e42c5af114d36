/** A place in the grid: row counts header rows first, col counts the shown leaf columns. */
export interface GridPosition {
  row: number;
  col: number;
}

/** The rows and columns a cell covers (a group heading spans columns, an ungrouped heading both header rows). */
export interface CellSpan {
  rowStart: number;
  rowEnd: number;
  colStart: number;
  colEnd: number;
}

export interface GridShape {
  rowCount: number;
  colCount: number;
  /** Rows a Page Up / Page Down moves. */
  pageRows: number;
  spanAt(position: GridPosition): CellSpan;
}

export interface GridKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Where a navigation key moves the active cell (the ARIA grid pattern), or null when it is not one. */
export function movedPosition(from: GridPosition, { key, ctrlKey, metaKey }: GridKey, shape: GridShape): GridPosition | null {
  const span = shape.spanAt(from);
  const lastRow = shape.rowCount - 1;
  const lastCol = shape.colCount - 1;
  const toCorner = ctrlKey || metaKey;
  switch (key) {
    case 'ArrowRight':
      return { row: from.row, col: Math.min(lastCol, span.colEnd + 1) };
    case 'ArrowLeft':
      return { row: from.row, col: Math.max(0, span.colStart - 1) };
    case 'ArrowDown':
      return { row: Math.min(lastRow, span.rowEnd + 1), col: from.col };
    case 'ArrowUp':
      return { row: Math.max(0, span.rowStart - 1), col: from.col };
    case 'Home':
      return toCorner ? { row: 0, col: 0 } : { row: from.row, col: 0 };
    case 'End':
      return toCorner ? { row: lastRow, col: lastCol } : { row: from.row, col: lastCol };
    case 'PageDown':
      return { row: clamp(span.rowEnd + shape.pageRows, 0, lastRow), col: from.col };
    case 'PageUp':
      return { row: clamp(span.rowStart - shape.pageRows, 0, lastRow), col: from.col };
    default:
      return null;
  }
}

/** The same position kept inside a grid that shrank (a filter hid rows, a group closed). */
export const clampedPosition = (position: GridPosition, rowCount: number, colCount: number): GridPosition => ({
  row: clamp(position.row, 0, Math.max(0, rowCount - 1)),
  col: clamp(position.col, 0, Math.max(0, colCount - 1)),
});
