import { useCallback, useMemo, useRef, useState } from 'react';
import { useTable, type ColumnDef, type ColumnFiltersState, type RowSelectionState, type RowData, type SortingState, type Updater } from '@tanstack/react-table';
import { gridFeatures, type GridFeatures } from './gridFeatures.ts';
import type { GridColumn, GridSelection, GridSort } from './gridTypes.ts';

const DEFAULT_WIDTH = 150;
const MIN_WIDTH = 48;

const applied = <T>(updater: Updater<T>, old: T): T => (typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater);

const byText = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Numbers by size, text in the reader's collation (case and accents aside). */
const compareValues = (a: unknown, b: unknown) => (typeof a === 'number' && typeof b === 'number' ? a - b : byText.compare(String(a), String(b)));

function columnDef<TRow extends RowData>(column: GridColumn<TRow>): ColumnDef<GridFeatures, TRow> {
  const sortKey = column.sortValue ?? column.value;
  return {
    id: column.id,
    header: column.header,
    // undefined sorts last in either direction (sortUndefined below): an empty cell has nothing to compare.
    accessorFn: (row: TRow) => sortKey(row) ?? undefined,
    size: column.width ?? DEFAULT_WIDTH,
    minSize: MIN_WIDTH,
    enableSorting: column.sortable === true,
    sortUndefined: 'last',
    // A first click sorts up, numbers too (TanStack would start numbers descending).
    sortDescFirst: false,
    sortFn: (rowA, rowB, columnId) => compareValues(rowA.getValue(columnId), rowB.getValue(columnId)),
    enableColumnFilter: column.filterable === true,
    filterFn: 'includesString',
  };
}

interface GridTableOptions<TRow> {
  columns: readonly GridColumn<TRow>[];
  rows: readonly TRow[];
  rowId(row: TRow): string;
  initialSort?: GridSort;
  selection?: GridSelection<TRow>;
}

/** The TanStack table behind the grid: sorting, column filters, sizing and resizing, and the caller's row selection. */
export function useGridTable<TRow extends RowData>({ columns, rows, rowId, initialSort, selection }: GridTableOptions<TRow>) {
  const defs = useMemo(() => columns.map((column) => columnDef(column)), [columns]);
  const data = useMemo(() => [...rows], [rows]);
  const [sorting, setSorting] = useState<SortingState>(initialSort ? [{ id: initialSort.columnId, desc: initialSort.descending }] : []);
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  const rowSelection = useMemo<RowSelectionState>(() => Object.fromEntries([...(selection?.selected ?? [])].map((id) => [id, true])), [selection?.selected]);
  // Options that keep their identity between renders keep the table's memoised models (a new
  // getRowId or state object on every scroll frame made it rebuild its 300 columns each time).
  const rowIdRef = useRef(rowId);
  rowIdRef.current = rowId;
  const getRowId = useCallback((row: TRow) => rowIdRef.current(row), []);
  const state = useMemo(() => ({ sorting, columnFilters, rowSelection }), [sorting, columnFilters, rowSelection]);

  const selectable = selection !== undefined;
  const onSelectionChange = selection?.onChange;
  // One options object per change: useTable hands back a new table whenever its options object is
  // new, and a new table re-rendered the memoised header and toolbar on every scroll frame.
  const options = useMemo(
    () => ({
      features: gridFeatures,
      columns: defs,
      data,
      getRowId,
      columnResizeMode: 'onChange' as const,
      enableRowSelection: selectable,
      state,
      onSortingChange: setSorting,
      onColumnFiltersChange: setColumnFilters,
      onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
        const next = applied(updater, rowSelection);
        onSelectionChange?.(new Set(Object.keys(next).filter((id) => next[id])));
      },
    }),
    [defs, data, getRowId, selectable, state, rowSelection, onSelectionChange],
  );
  return useTable(options);
}

export type GridTable<TRow extends RowData> = ReturnType<typeof useGridTable<TRow>>;
