import { useMemo } from 'react';
import { DataGrid, type GridColumn } from '@lms/sdk/web';
import type { LiveRow, LiveState } from '../../calls/reportCalls.ts';
import { momentText, scoreText } from './reportFormat.ts';
import { sortRows, sortValue } from './liveSort.ts';
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

function liveColumns(totalItems: number, serverOffsetMs: number): GridColumn<LiveRow>[] {
  const answered = (row: LiveRow) => (row.state === 'not_started' ? '' : `${row.answered} of ${totalItems}`);
  return [
    { id: 'name', header: 'Student', width: 200, rowHeader: true, sortable: true, value: (row) => `${row.surname}, ${row.name}`, sortValue: (row) => sortValue(row, 'name') },
    {
      id: 'state',
      header: 'Status',
      width: 140,
      sortable: true,
      value: (row) => STATE_LABELS[row.state],
      sortValue: (row) => sortValue(row, 'state'),
      cell: (row) => <span className={`lms-report-state lms-report-state--${row.state}`}>{STATE_LABELS[row.state]}</span>,
    },
    { id: 'attempt', header: 'Attempt', width: 100, sortable: true, value: (row) => row.attempt_number },
    { id: 'answered', header: 'Answered', width: 120, sortable: true, value: answered, sortValue: (row) => sortValue(row, 'answered') },
    {
      id: 'time_left',
      header: 'Time left',
      width: 130,
      sortable: true,
      value: (row) => (row.state === 'in_progress' ? row.deadline : null),
      sortValue: (row) => sortValue(row, 'time_left'),
      cell: (row) => row.state === 'in_progress' && <TimeLeftCell deadline={row.deadline} serverOffsetMs={serverOffsetMs} />,
    },
    { id: 'saved', header: 'Last saved', width: 150, sortable: true, value: (row) => row.saved_at, sortValue: (row) => sortValue(row, 'saved'), cell: (row) => row.saved_at && <time dateTime={row.saved_at}>{momentText(row.saved_at)}</time> },
    { id: 'score', header: 'Score', width: 110, sortable: true, value: (row) => (row.score === null ? null : scoreText(row.score, row.max_score)), sortValue: (row) => row.score },
  ];
}

/** One row per student, sortable by any column (name order first, and among ties). */
export function LiveViewTable({ rows, totalItems, serverOffsetMs }: LiveViewTableProps) {
  const columns = useMemo(() => liveColumns(totalItems, serverOffsetMs), [totalItems, serverOffsetMs]);
  // The grid's sort is stable: rows handed over in name order keep that order among ties.
  const byName = useMemo(() => sortRows(rows, { key: 'name', direction: 'ascending' }), [rows]);
  return <DataGrid label="Students' progress" columns={columns} rows={byName} rowId={(row) => row.user_id} initialSort={{ columnId: 'name', descending: false }} csvFileName="live-view.csv" />;
}
