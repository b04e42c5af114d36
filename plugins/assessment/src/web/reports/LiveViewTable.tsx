import { useState } from 'react';
import type { LiveRow, LiveState } from '../../calls/reportCalls.ts';
import { momentText, scoreText } from './reportFormat.ts';
import { nextSort, sortRows, type LiveSort } from './liveSort.ts';
import { SortableHeader } from './SortableHeader.tsx';
import { TimeLeft } from './TimeLeft.tsx';

const STATE_LABELS: Record<LiveState, string> = { not_started: 'Not started', in_progress: 'In progress', submitted: 'Submitted' };

interface LiveViewTableProps {
  rows: readonly LiveRow[];
  totalItems: number;
  serverOffsetMs: number;
}

/** Part 3 §9 writes an untimed assessment 'Not Timed'. */
function TimeLeftCell({ deadline, serverOffsetMs }: { deadline: string | null; serverOffsetMs: number }) {
  return deadline === null ? 'Not Timed' : <TimeLeft deadline={deadline} serverOffsetMs={serverOffsetMs} />;
}

/** One row per student, sortable by any column (name order first). */
export function LiveViewTable({ rows, totalItems, serverOffsetMs }: LiveViewTableProps) {
  const [sort, setSort] = useState<LiveSort>({ key: 'name', direction: 'ascending' });
  const header = (column: LiveSort['key'], label: string) => (
    <SortableHeader column={column} sort={sort} onSort={(key) => setSort(nextSort(sort, key))}>
      {label}
    </SortableHeader>
  );
  return (
    <table className="lms-report-table">
      <caption>Students' progress</caption>
      <thead>
        <tr>
          {header('name', 'Student')}
          {header('state', 'Status')}
          {header('attempt', 'Attempt')}
          {header('answered', 'Answered')}
          {header('time_left', 'Time left')}
          {header('saved', 'Last saved')}
          {header('score', 'Score')}
        </tr>
      </thead>
      <tbody>
        {sortRows(rows, sort).map((row) => (
          <tr key={row.user_id}>
            <th scope="row">
              {row.surname}, {row.name}
            </th>
            <td>
              <span className={`lms-report-state lms-report-state--${row.state}`}>{STATE_LABELS[row.state]}</span>
            </td>
            <td>{row.attempt_number ?? ''}</td>
            <td>{row.state === 'not_started' ? '' : `${row.answered} of ${totalItems}`}</td>
            <td>{row.state === 'in_progress' && <TimeLeftCell deadline={row.deadline} serverOffsetMs={serverOffsetMs} />}</td>
            <td>{row.saved_at && <time dateTime={row.saved_at}>{momentText(row.saved_at)}</time>}</td>
            <td>{row.score !== null && scoreText(row.score, row.max_score)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
