import type { LiveRow, LiveState } from '../../calls/reportCalls.ts';

const STATE_RANK: Record<LiveState, number> = { not_started: 0, in_progress: 1, submitted: 2 };

/** How far along a row is: its attempt, its state in it, its latest moment. */
function progress(row: LiveRow): [number, number, number] {
  const moments = [row.started_at, row.saved_at, row.submitted_at].map((iso) => (iso === null ? 0 : Date.parse(iso)));
  return [row.attempt_number ?? 0, STATE_RANK[row.state], Math.max(...moments)];
}

/** Whether `incoming` is at least as recent as `current` (events may arrive late or out of order). */
export function isNotOlder(incoming: LiveRow, current: LiveRow): boolean {
  const [a, b] = [progress(incoming), progress(current)];
  for (let index = 0; index < a.length; index += 1) {
    if (a[index] !== b[index]) return a[index]! > b[index]!;
  }
  return true;
}

/** The rows with one student's row replaced (or added: a student enrolled since), unless what came is older. */
export function withRow(rows: readonly LiveRow[], incoming: LiveRow): readonly LiveRow[] {
  const at = rows.findIndex((row) => row.user_id === incoming.user_id);
  if (at === -1) return [...rows, incoming];
  if (!isNotOlder(incoming, rows[at]!)) return rows;
  return rows.map((row, index) => (index === at ? incoming : row));
}

/** The counts at the top of the live view. */
export function liveCounts(rows: readonly LiveRow[]): Record<LiveState, number> {
  const counts: Record<LiveState, number> = { not_started: 0, in_progress: 0, submitted: 0 };
  for (const row of rows) counts[row.state] += 1;
  return counts;
}
