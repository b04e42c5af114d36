import type { ReactNode } from 'react';
import type { LiveSort, LiveSortKey } from './liveSort.ts';

interface SortableHeaderProps {
  column: LiveSortKey;
  sort: LiveSort;
  onSort(column: LiveSortKey): void;
  children: ReactNode;
}

/** A column header whose button sorts the table by it; `aria-sort` tells screen readers the order. */
export function SortableHeader({ column, sort, onSort, children }: SortableHeaderProps) {
  const active = sort.key === column;
  return (
    <th scope="col" aria-sort={active ? sort.direction : undefined}>
      <button type="button" className="lms-report-sort" onClick={() => onSort(column)}>
        {children}
        <span aria-hidden="true" className="lms-report-sort__mark">
          {active ? (sort.direction === 'ascending' ? '▲' : '▼') : ''}
        </span>
      </button>
    </th>
  );
}
