import type { ReactNode } from 'react';

/** What a cell holds for sorting, filtering and CSV: null is "nothing" (sorts last, exports empty). */
export type GridValue = string | number | null;

/** Inline editing of a cell: the rule gives the message to show, or null when the text is fine. */
export interface GridCellEdit<TRow> {
  /** The text the editor starts from (the cell's value by default). */
  initialText?(row: TRow): string;
  /** Whether this row's cell takes edits (every row's by default): Enter on another shows no editor. */
  canEdit?(row: TRow): boolean;
  /** The editor's accessible name when the heading alone does not say which cell it is ("Due date, Quiz 3"); the heading by default. */
  label?(row: TRow): string;
  validate?(text: string, row: TRow): string | null;
  /** Saves the text; a rejected promise's message is shown like a rule's. */
  commit(row: TRow, text: string): void | Promise<void>;
}

export interface GridColumn<TRow> {
  id: string;
  header: string;
  value(row: TRow): GridValue;
  /** What the column sorts and filters by when that differs from its value (a name as "surname, name"). */
  sortValue?(row: TRow): GridValue;
  /** What the cell shows; the value as text by default. */
  cell?(row: TRow): ReactNode;
  /** Pixels; 150 by default. */
  width?: number;
  sortable?: boolean;
  /** Shows a text filter above the grid for this column. */
  filterable?: boolean;
  /** The cell names its row (role rowheader), as a name column does. */
  rowHeader?: boolean;
  edit?: GridCellEdit<TRow>;
  /** Left out of the CSV (an actions column). */
  noExport?: boolean;
}

/** Columns under one heading; a closed group shows only its first column. */
export interface GridColumnGroup<TRow> {
  id: string;
  header: string;
  columns: readonly GridColumn<TRow>[];
  collapsible?: boolean;
  initiallyClosed?: boolean;
}

export type GridColumnSpec<TRow> = GridColumn<TRow> | GridColumnGroup<TRow>;

export const isColumnGroup = <TRow>(spec: GridColumnSpec<TRow>): spec is GridColumnGroup<TRow> => 'columns' in spec;

/** Row selection: the caller owns the chosen ids; the grid adds a first column of checkboxes. */
export interface GridSelection<TRow> {
  selected: ReadonlySet<string>;
  onChange(selected: ReadonlySet<string>): void;
  rowLabel(row: TRow): string;
  allLabel: string;
}

export interface GridSort {
  columnId: string;
  descending: boolean;
}
