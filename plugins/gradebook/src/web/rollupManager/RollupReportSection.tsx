import { useId } from 'react';
import { Button, DataGrid, type GridColumnSpec } from '@lms/sdk/web';
import type { RollupReport, RollupReportRow } from './rollupReport.ts';
import { useRollupReport } from './useRollupReport.ts';
import { ROLLUP_MESSAGES } from './rollupMessages.ts';

const percentText = (percent: number | null | undefined) => (percent === null || percent === undefined ? '' : `${percent}%`);

function reportColumns(report: RollupReport): GridColumnSpec<RollupReportRow>[] {
  return [
    { id: 'name', header: 'Student', rowHeader: true, sortable: true, filterable: true, width: 220, value: (row) => row.name },
    ...report.groups.map(
      (group): GridColumnSpec<RollupReportRow> => ({
        id: `group-${group.id}`,
        header: group.title,
        sortable: true,
        width: 140,
        value: (row) => row.groups[group.id] ?? null,
        cell: (row) => percentText(row.groups[group.id]),
      }),
    ),
    { id: 'course', header: 'Course %', sortable: true, width: 110, value: (row) => row.percent, cell: (row) => percentText(row.percent) },
  ];
}

/** Each student's percent in every saved group (part 3 §7: read in batches of 100 students), on asking. */
export function RollupReportSection({ courseId }: { courseId: string }) {
  const titleId = useId();
  const { state, load } = useRollupReport(courseId);
  let body;
  if (state.status === 'idle') body = null;
  else if (state.status === 'loading') {
    body = (
      <p role="status">
        {state.total === null ? 'Loading the students…' : `Loaded ${state.loaded} of ${state.total} students…`}
      </p>
    );
  } else if (state.status === 'failed') {
    body = (
      <p role="alert" className="lms-field-error">
        {ROLLUP_MESSAGES.loadFailed}
      </p>
    );
  } else if (state.report.students.length === 0) body = <p role="status">The course has no students yet.</p>;
  else {
    body = (
      <DataGrid
        label="Rollup report"
        columns={reportColumns(state.report)}
        rows={state.report.students}
        rowId={(row) => row.id}
        stickyColumns={1}
        csvFileName="rollup-report.csv"
      />
    );
  }
  return (
    <section aria-labelledby={titleId} className="gb-rollup-section">
      <h2 id={titleId}>Rollup report</h2>
      <p className="gb-dialog__hint">Each student's percent in every saved group.</p>
      <Button variant="secondary" disabled={state.status === 'loading'} onClick={load}>
        {state.status === 'done' ? 'Reload the report' : 'Show the report'}
      </Button>
      {body}
    </section>
  );
}
