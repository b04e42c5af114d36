import { useCallback, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { RowData } from '@tanstack/react-table';
import { GridBodyRow } from './GridBodyRow.tsx';
import { GridCellEditor } from './GridCellEditor.tsx';
import { GridHeader, SELECT_COLUMN_ID } from './GridHeader.tsx';
import { GridToolbar } from './GridToolbar.tsx';
import { cellKey, gridGeometry, spanInLayout } from './gridGeometry.ts';
import { allLeafColumns, gridLayout, initiallyClosedGroups } from './gridLayout.ts';
import { clampedPosition, movedPosition, type GridPosition, type GridShape } from './gridPosition.ts';
import type { GridColumn, GridColumnSpec, GridSelection, GridSort } from './gridTypes.ts';
import { useGridTable } from './useGridTable.ts';
import { revealItem, useGridVirtualizers } from './useGridVirtualizers.ts';
import { useRovingFocus } from './useRovingFocus.ts';
import './dataGrid.css';

export interface DataGridProps<TRow extends RowData> {
  /** The grid's accessible name. */
  label: string;
  columns: readonly GridColumnSpec<TRow>[];
  rows: readonly TRow[];
  rowId(row: TRow): string;
  /** Leading columns kept in view while the others scroll sideways (ungrouped ones). */
  stickyColumns?: number;
  rowHeight?: number;
  /** The grid scrolls inside this height; a shorter table takes only what it needs. */
  maxHeight?: number;
  initialSort?: GridSort;
  selection?: GridSelection<TRow>;
  /** Shows a "Download CSV" button that saves the rows shown under this file name. */
  csvFileName?: string;
}

interface Editing {
  rowId: string;
  columnId: string;
}

const RESIZE_STEP = 16;
const SCROLLBAR_ALLOWANCE = 16;

function selectColumn<TRow extends RowData>(selection: GridSelection<TRow>, rowId: (row: TRow) => string): GridColumn<TRow> {
  return {
    id: SELECT_COLUMN_ID,
    header: selection.allLabel,
    value: () => null,
    width: 48,
    noExport: true,
    cell: (row) => <input type="checkbox" aria-label={selection.rowLabel(row)} checked={selection.selected.has(rowId(row))} onChange={(event) => selection.onChange(toggled(selection.selected, rowId(row), event.target.checked))} />,
  };
}

const toggled = (selected: ReadonlySet<string>, id: string, checked: boolean) => {
  const next = new Set(selected);
  if (checked) next.add(id);
  else next.delete(id);
  return next;
};

const cellText = (value: ReturnType<GridColumn<unknown>['value']>) => (value === null ? '' : String(value));

/**
 * A virtualised data grid (TanStack Table + TanStack Virtual) with the ARIA grid pattern:
 * one tab stop, arrow keys, Home/End, Ctrl+Home/End, Page Up/Down, Enter to edit, Escape to cancel.
 */
export function DataGrid<TRow extends RowData>(props: DataGridProps<TRow>) {
  const { label, rows, rowId, selection, rowHeight = 36, maxHeight = 600 } = props;
  const specs = useMemo(() => (selection ? [selectColumn(selection, rowId), ...props.columns] : props.columns), [selection, rowId, props.columns]);
  const columns = useMemo(() => allLeafColumns(specs), [specs]);
  const [closedGroups, setClosedGroups] = useState(() => initiallyClosedGroups(specs));
  const layout = useMemo(() => gridLayout(specs, closedGroups), [specs, closedGroups]);
  const table = useGridTable({ columns, rows, rowId, initialSort: props.initialSort, selection });
  const shownRows = table.getRowModel().rows;

  const sizing = table.state.columnSizing;
  const widths = useMemo(() => layout.leaves.map(({ column }) => table.getColumn(column.id)?.getSize() ?? 0), [layout, table, sizing]);
  const stickyCount = (selection ? 1 : 0) + (props.stickyColumns ?? 1);
  const geometry = useMemo(() => gridGeometry(widths, stickyCount, rowHeight), [widths, stickyCount, rowHeight]);
  const headerHeight = rowHeight * layout.headerRows;
  const height = Math.min(maxHeight, headerHeight + shownRows.length * rowHeight + SCROLLBAR_ALLOWANCE);
  const fallbackRect = useMemo(() => ({ width: geometry.totalWidth, height }), [geometry.totalWidth, height]);

  const [active, setActive] = useState<GridPosition>({ row: 0, col: 0 });
  const [editing, setEditing] = useState<Editing | null>(null);
  const rowCount = layout.headerRows + shownRows.length;
  const position = clampedPosition(active, rowCount, layout.leaves.length);
  const activeSpan = spanInLayout(layout, position);

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = useGridVirtualizers({
    scrollRef,
    rowCount: shownRows.length,
    rowHeight,
    headerHeight,
    scrollingWidths: useMemo(() => widths.slice(geometry.stickyCount), [widths, geometry.stickyCount]),
    stickyWidth: geometry.stickyWidth,
    activeRow: position.row >= layout.headerRows ? position.row - layout.headerRows : null,
    activeScrollingCol: position.col >= geometry.stickyCount ? position.col - geometry.stickyCount : null,
    fallbackRect,
  });
  const focus = useRovingFocus(scrollRef, cellKey(activeSpan));

  const scrollingCols = virtual.columns.getVirtualItems().map((item) => item.index + geometry.stickyCount);
  const renderedKey = `${geometry.stickyCount}|${scrollingCols.join(',')}`;
  // Only a new set of columns re-renders the rows (memo below): a vertical scroll mounts the new rows alone.
  const renderedCols = useMemo(() => [...Array.from({ length: geometry.stickyCount }, (_, col) => col), ...scrollingCols], [renderedKey]);

  const moveTo = (next: GridPosition) => {
    setActive(next);
    focus.focusNextRender();
    // Sticky header rows and columns are always in view; a jump onto them (Home, Ctrl+Home, Page Up) also
    // brings the body back to its start, so the cells beside them show.
    if (next.row >= layout.headerRows) revealItem(virtual.rows, next.row - layout.headerRows, headerHeight);
    else if (Math.abs(next.row - position.row) > 1) virtual.rows.scrollToOffset(0);
    if (next.col >= geometry.stickyCount) revealItem(virtual.columns, next.col - geometry.stickyCount, geometry.stickyWidth);
    else if (Math.abs(next.col - position.col) > 1) virtual.columns.scrollToOffset(0);
  };

  const shape: GridShape = {
    rowCount,
    colCount: layout.leaves.length,
    pageRows: Math.max(1, Math.floor((height - headerHeight) / rowHeight) - 1),
    spanAt: (at) => spanInLayout(layout, at),
  };

  const activeColumn = layout.leaves[position.col]?.column;
  const activeRow = position.row >= layout.headerRows ? shownRows[position.row - layout.headerRows] : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (editing) return;
    if (event.altKey && (event.key === 'ArrowLeft' || event.key === 'ArrowRight') && position.row < layout.headerRows && activeColumn) {
      const column = table.getColumn(activeColumn.id);
      if (column?.getCanResize()) {
        event.preventDefault();
        const width = column.getSize() + (event.key === 'ArrowRight' ? RESIZE_STEP : -RESIZE_STEP);
        table.setColumnSizing((old) => ({ ...old, [activeColumn.id]: Math.max(column.columnDef.minSize ?? 0, width) }));
      }
      return;
    }
    if ((event.key === 'Enter' || event.key === 'F2') && activeRow && activeColumn?.edit && (activeColumn.edit.canEdit?.(activeRow.original) ?? true) && !isWidget(event.target)) {
      event.preventDefault();
      setEditing({ rowId: activeRow.id, columnId: activeColumn.id });
      return;
    }
    const next = movedPosition(position, event, shape);
    if (next) {
      event.preventDefault();
      moveTo(next);
    }
  };

  // A click or a screen reader's own focus move makes that cell the active one.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    // Focus that leaves an open editor for another cell gives the edit up, as Escape would.
    if (editing && !target.classList.contains('lms-grid__editor')) setEditing(null);
    const key = target.closest<HTMLElement>('[data-cell]')?.dataset.cell;
    if (!key) return;
    const [row, col] = key.split(':').map(Number) as [number, number];
    if (row !== activeSpan.rowStart || col !== activeSpan.colStart) setActive({ row, col });
  };

  const { focusNextRender } = focus;
  const stopEditing = useCallback(() => {
    setEditing(null);
    focusNextRender();
  }, [focusNextRender]);

  const content = useCallback((row: TRow, col: number): ReactNode => {
    const column = layout.leaves[col]!.column;
    const id = rowId(row);
    if (editing && editing.rowId === id && editing.columnId === column.id && column.edit) {
      const edit = column.edit;
      return (
        <GridCellEditor
          label={edit.label ? edit.label(row) : column.header}
          initialText={edit.initialText ? edit.initialText(row) : cellText(column.value(row))}
          onCancel={stopEditing}
          onCommit={async (text) => {
            const problem = edit.validate?.(text, row) ?? null;
            if (problem !== null) return problem;
            try {
              await edit.commit(row, text);
            } catch (error) {
              return error instanceof Error ? error.message : String(error);
            }
            stopEditing();
            return null;
          }}
        />
      );
    }
    return column.cell ? column.cell(row) : cellText(column.value(row));
  }, [layout, editing, rowId, stopEditing]);

  const toggleGroup = useCallback((groupId: string) => setClosedGroups((old) => toggled(old, groupId, !old.has(groupId))), []);

  return (
    <div className="lms-grid">
      <GridToolbar table={table} label={label} columns={columns} csvFileName={props.csvFileName} shown={shownRows.length} filters={table.state.columnFilters} />
      <div
        ref={scrollRef}
        role="grid"
        aria-label={label}
        aria-rowcount={rowCount}
        aria-colcount={layout.leaves.length}
        className="lms-grid__scroll"
        style={{ height }}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
      >
        <GridHeader table={table} tableState={table.state} layout={layout} geometry={geometry} renderedCols={renderedCols} selection={selection} onToggleGroup={toggleGroup} />
        <div role="rowgroup" className="lms-grid__body" style={{ height: shownRows.length * rowHeight, width: geometry.totalWidth }}>
          {virtual.rows.getVirtualItems().map((item) => {
            const row = shownRows[item.index]!;
            return (
              <GridBodyRow
                key={row.id}
                row={row.original}
                gridRow={item.index + layout.headerRows}
                top={item.start - headerHeight}
                leaves={layout.leaves}
                geometry={geometry}
                renderedCols={renderedCols}
                selected={selection ? selection.selected.has(row.id) : undefined}
                content={content}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}

const isWidget = (target: EventTarget) => target instanceof HTMLElement && target.matches('a[href], button, input, select, textarea');
