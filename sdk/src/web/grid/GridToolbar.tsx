import { memo, useId } from 'react';
import type { RowData } from '@tanstack/react-table';
import { gridCsv, downloadCsv } from './gridCsv.ts';
import type { GridColumn } from './gridTypes.ts';
import type { GridTable } from './useGridTable.ts';

interface GridToolbarProps<TRow extends RowData> {
  table: GridTable<TRow>;
  label: string;
  columns: readonly GridColumn<TRow>[];
  csvFileName: string | undefined;
  shown: number;
  /** The column filters' state: passed so a filter re-renders the memoised toolbar. */
  filters: unknown;
}

/** Above the grid: a text filter per filterable column, how many rows show, and the CSV download. */
function Toolbar<TRow extends RowData>({ table, label, columns, csvFileName, shown }: GridToolbarProps<TRow>) {
  const idBase = useId();
  const filterable = columns.filter((column) => column.filterable);
  if (filterable.length === 0 && !csvFileName) return null;
  const total = table.getCoreRowModel().rows.length;
  return (
    <div className="lms-grid__toolbar">
      {filterable.map((column) => {
        const gridColumn = table.getColumn(column.id);
        const id = `${idBase}-${column.id}`;
        return (
          <span key={column.id} className="lms-grid__filter">
            <label htmlFor={id}>Filter {column.header}</label>
            <input id={id} type="search" value={String(gridColumn?.getFilterValue() ?? '')} onChange={(event) => gridColumn?.setFilterValue(event.target.value || undefined)} />
          </span>
        );
      })}
      {filterable.length > 0 && (
        <span role="status" className="lms-grid__count">
          {shown === total ? `${total} rows` : `${shown} of ${total} rows`}
        </span>
      )}
      {csvFileName && (
        <button
          type="button"
          className="lms-grid__csv"
          aria-label={`Download CSV of ${label}`}
          onClick={() => downloadCsv(csvFileName, gridCsv(columns, table.getRowModel().rows.map((row) => row.original)))}
        >
          Download CSV
        </button>
      )}
    </div>
  );
}

/** Memoised: scrolling and moving the active cell leave the toolbar alone. */
export const GridToolbar = memo(Toolbar) as typeof Toolbar;
