import { memo, type CSSProperties } from 'react';
import { ArrowDown, ArrowUp, ChevronDown, ChevronRight } from 'lucide-react';
import type { RowData } from '@tanstack/react-table';
import type { GridGeometry } from './gridGeometry.ts';
import { cellKey } from './gridGeometry.ts';
import type { GridLayout, GroupSpan } from './gridLayout.ts';
import type { GridSelection } from './gridTypes.ts';
import type { GridTable } from './useGridTable.ts';

interface GridHeaderProps<TRow extends RowData> {
  table: GridTable<TRow>;
  /** The table's state: passed so a sort or a selection re-renders the memoised header. */
  tableState: unknown;
  layout: GridLayout<TRow>;
  geometry: GridGeometry;
  /** Shown leaf columns rendered now: the sticky ones and the virtual window. */
  renderedCols: readonly number[];
  selection: GridSelection<TRow> | undefined;
  onToggleGroup(groupId: string): void;
}

const place = (geometry: GridGeometry, first: number, last: number, rows: number): CSSProperties => ({
  left: geometry.starts[first],
  width: (geometry.starts[last] ?? 0) + (geometry.widths[last] ?? 0) - (geometry.starts[first] ?? 0),
  height: geometry.rowHeight * rows,
});

function GroupHeading<TRow>({ span, geometry, onToggle }: { span: GroupSpan<TRow>; geometry: GridGeometry; onToggle(): void }) {
  const { group, first, last, open } = span;
  return (
    <div role="columnheader" aria-colindex={first + 1} aria-colspan={last - first + 1} data-cell={cellKey({ rowStart: 0, colStart: first })} tabIndex={-1} className="lms-grid__cell lms-grid__group" style={place(geometry, first, last, 1)}>
      {group.collapsible ? (
        <button type="button" className="lms-grid__group-toggle" aria-expanded={open} onClick={onToggle}>
          {open ? <ChevronDown size={14} aria-hidden="true" /> : <ChevronRight size={14} aria-hidden="true" />}
          {group.header}
        </button>
      ) : (
        group.header
      )}
    </div>
  );
}

/** The sticky header rows: group headings that open and close, then the column headings that sort and resize. */
function Header<TRow extends RowData>({ table, layout, geometry, renderedCols, selection, onToggleGroup }: GridHeaderProps<TRow>) {
  const twoRows = layout.headerRows === 2;
  const headersById = new Map(table.getFlatHeaders().map((header) => [header.column.id, header]));
  const isSticky = (col: number) => col < geometry.stickyCount;

  const leafHeading = (col: number) => {
    const { column, group } = layout.leaves[col]!;
    const header = headersById.get(column.id);
    const sorted = header?.column.getIsSorted();
    const rowStart = twoRows && group ? 1 : 0;
    const rows = twoRows && !group ? 2 : 1;
    const content =
      column.id === SELECT_COLUMN_ID && selection ? (
        <input
          type="checkbox"
          aria-label={selection.allLabel}
          checked={table.getIsAllPageRowsSelected()}
          ref={(box) => {
            if (box) box.indeterminate = table.getIsSomePageRowsSelected();
          }}
          onChange={table.getToggleAllPageRowsSelectedHandler()}
        />
      ) : header?.column.getCanSort() ? (
        <button type="button" className="lms-grid__sort" onClick={header.column.getToggleSortingHandler()}>
          {column.header}
          {sorted === 'asc' && <ArrowUp size={14} aria-hidden="true" />}
          {sorted === 'desc' && <ArrowDown size={14} aria-hidden="true" />}
        </button>
      ) : (
        column.header
      );
    return (
      <div
        key={column.id}
        role="columnheader"
        aria-colindex={col + 1}
        aria-rowspan={rows === 2 ? 2 : undefined}
        aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
        data-cell={cellKey({ rowStart, colStart: col })}
        tabIndex={-1}
        className="lms-grid__cell lms-grid__heading"
        style={place(geometry, col, col, rows)}
      >
        {content}
        {header?.column.getCanResize() && column.id !== SELECT_COLUMN_ID && (
          <div aria-hidden="true" className="lms-grid__resizer" onMouseDown={header.getResizeHandler()} onTouchStart={header.getResizeHandler()} />
        )}
      </div>
    );
  };

  const headingsOf = (rowIndex: number, cols: readonly number[]) =>
    cols.filter((col) => (twoRows ? (rowIndex === 0 ? !layout.leaves[col]!.group : layout.leaves[col]!.group !== null) : true)).map(leafHeading);

  const groupsShown = layout.groups.filter((span) => renderedCols.some((col) => span.first <= col && col <= span.last));
  const rowsOfHeader = Array.from({ length: layout.headerRows }, (_, rowIndex) => rowIndex);
  return (
    <div role="rowgroup" className="lms-grid__head" style={{ width: geometry.totalWidth, height: geometry.rowHeight * layout.headerRows }}>
      {rowsOfHeader.map((rowIndex) => (
        <div key={rowIndex} role="row" aria-rowindex={rowIndex + 1} className="lms-grid__row lms-grid__row--head" style={{ top: geometry.rowHeight * rowIndex, height: geometry.rowHeight, width: geometry.totalWidth }}>
          <div role="presentation" className="lms-grid__pinned" style={{ width: geometry.stickyWidth }}>
            {headingsOf(rowIndex, renderedCols.filter(isSticky))}
          </div>
          {twoRows && rowIndex === 0 && groupsShown.map((span) => <GroupHeading key={span.group.id} span={span} geometry={geometry} onToggle={() => onToggleGroup(span.group.id)} />)}
          {headingsOf(rowIndex, renderedCols.filter((col) => !isSticky(col)))}
        </div>
      ))}
    </div>
  );
}

/** Memoised: a vertical scroll leaves the header alone. */
export const GridHeader = memo(Header) as typeof Header;

/** The id of the checkbox column the grid adds when rows can be selected. */
export const SELECT_COLUMN_ID = 'lms-grid-select';
