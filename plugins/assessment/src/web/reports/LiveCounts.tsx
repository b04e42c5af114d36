import type { LiveRow } from '../../calls/reportCalls.ts';
import { liveCounts } from './liveRows.ts';

/** Who is in, who has finished, who has not started: the live view's summary. */
export function LiveCounts({ rows }: { rows: readonly LiveRow[] }) {
  const counts = liveCounts(rows);
  const facts = [
    ['In progress', counts.in_progress],
    ['Finished', counts.submitted],
    ['Not started', counts.not_started],
  ] as const;
  return (
    <dl className="lms-report-counts">
      {facts.map(([label, count]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{count}</dd>
        </div>
      ))}
    </dl>
  );
}
