import type { LiveRow, LiveState } from '../../calls/reportCalls.ts';

export const LIVE_SORT_KEYS = ['name', 'state', 'attempt', 'answered', 'time_left', 'saved', 'score'] as const;
export type LiveSortKey = (typeof LIVE_SORT_KEYS)[number];
export type SortDirection = 'ascending' | 'descending';

export interface LiveSort {
  key: LiveSortKey;
  direction: SortDirection;
}

/** Progress order: not started, then in progress, then submitted. */
const STATE_ORDER: Record<LiveState, number> = { not_started: 0, in_progress: 1, submitted: 2 };

const time = (iso: string | null) => (iso === null ? null : Date.parse(iso));

/** What a column sorts by; null sorts last in either direction (nothing to compare). */
export function sortValue(row: LiveRow, key: LiveSortKey): number | string | null {
  switch (key) {
    case 'name':
      return `${row.surname}\u0000${row.name}`;
    case 'state':
      return STATE_ORDER[row.state];
    case 'attempt':
      return row.attempt_number;
    case 'answered':
      return row.answered;
    case 'time_left':
      // Only a running attempt has time left.
      return row.state === 'in_progress' ? time(row.deadline) : null;
    case 'saved':
      return time(row.saved_at);
    case 'score':
      return row.score;
  }
}

const byName = new Intl.Collator(undefined, { sensitivity: 'base' });

function compare(a: number | string, b: number | string): number {
  return typeof a === 'string' && typeof b === 'string' ? byName.compare(a, b) : Number(a) - Number(b);
}

/** The rows in the order asked; ties keep the name order. */
export function sortRows(rows: readonly LiveRow[], sort: LiveSort): LiveRow[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = sortValue(a, sort.key);
    const right = sortValue(b, sort.key);
    if (left === null || right === null) {
      if (left !== right) return left === null ? 1 : -1;
    } else {
      const order = compare(left, right) * sign;
      if (order !== 0) return order;
    }
    return compare(sortValue(a, 'name')!, sortValue(b, 'name')!);
  });
}
