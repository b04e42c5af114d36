import { isColumnGroup, type GridColumn, type GridColumnGroup, type GridColumnSpec } from './gridTypes.ts';

/** A shown leaf column and the group it sits in. */
export interface LeafColumn<TRow> {
  column: GridColumn<TRow>;
  group: GridColumnGroup<TRow> | null;
}

/** A group heading over the shown leaf columns [first, last]. */
export interface GroupSpan<TRow> {
  group: GridColumnGroup<TRow>;
  first: number;
  last: number;
  open: boolean;
}

export interface GridLayout<TRow> {
  leaves: LeafColumn<TRow>[];
  groups: GroupSpan<TRow>[];
  /** 2 when any group heading sits above the column headings. */
  headerRows: number;
}

export const allLeafColumns = <TRow>(specs: readonly GridColumnSpec<TRow>[]): GridColumn<TRow>[] =>
  specs.flatMap((spec) => (isColumnGroup(spec) ? spec.columns : [spec]));

/** The columns shown: a closed group keeps only its first column. */
export function gridLayout<TRow>(specs: readonly GridColumnSpec<TRow>[], closedGroups: ReadonlySet<string>): GridLayout<TRow> {
  const leaves: LeafColumn<TRow>[] = [];
  const groups: GroupSpan<TRow>[] = [];
  for (const spec of specs) {
    if (!isColumnGroup(spec)) {
      leaves.push({ column: spec, group: null });
      continue;
    }
    const open = !closedGroups.has(spec.id);
    const shown = open ? spec.columns : spec.columns.slice(0, 1);
    groups.push({ group: spec, first: leaves.length, last: leaves.length + shown.length - 1, open });
    for (const column of shown) leaves.push({ column, group: spec });
  }
  return { leaves, groups, headerRows: groups.length > 0 ? 2 : 1 };
}

export const initiallyClosedGroups = <TRow>(specs: readonly GridColumnSpec<TRow>[]): Set<string> =>
  new Set(specs.filter((spec) => isColumnGroup(spec) && spec.collapsible && spec.initiallyClosed).map((spec) => spec.id));
