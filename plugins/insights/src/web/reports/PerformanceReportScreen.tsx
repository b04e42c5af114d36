import { useState } from 'react';
import { pageClass, DataGrid, type ScreenProps } from '@lms/sdk/web';
import { getPerformanceReport, type PerformanceRow } from '../../calls/reportCalls.ts';
import { DistributionChart, formatPercent } from './Figures.tsx';
import { LoadState } from './LoadState.tsx';
import { ReportsNav } from './ReportsNav.tsx';
import { useCallQuery } from './serverData.ts';
import './reports.css';

const BUCKETS = Array.from({ length: 10 }, (_, index) => index);

export const performanceColumns = [
  { id: 'title', header: 'Activity or group', value: (row: PerformanceRow) => row.title, rowHeader: true, width: 220, sortable: true, filterable: true },
  { id: 'kind', header: 'Kind', value: (row: PerformanceRow) => (row.kind === 'group' ? 'Rollup group' : row.type), sortable: true },
  { id: 'group', header: 'Group', value: (row: PerformanceRow) => row.group, sortable: true },
  { id: 'submitted', header: 'Scored', value: (row: PerformanceRow) => row.submitted, width: 90, sortable: true },
  { id: 'average', header: 'Average %', value: (row: PerformanceRow) => row.average, cell: (row: PerformanceRow) => formatPercent(row.average), width: 110, sortable: true },
  { id: 'median', header: 'Median %', value: (row: PerformanceRow) => row.median, cell: (row: PerformanceRow) => formatPercent(row.median), width: 110, sortable: true },
  ...BUCKETS.map((index) => ({
    id: `bucket${index}`,
    header: `${index * 10}-${index * 10 + 10}%`,
    value: (row: PerformanceRow) => row.histogram[index]?.count ?? 0,
    width: 90,
  })),
];

/** Part 3 /{courseId}/performance_report: per activity and per rollup group, the class average, median and distribution; CSV from the grid. */
export default function PerformanceReportScreen({ params }: ScreenProps<'performance_report'>) {
  const { courseId } = params;
  const report = useCallQuery(getPerformanceReport, { params: { courseId } });
  const [chosen, setChosen] = useState<string>('');
  const rows = report.data?.rows ?? [];
  const shown = rows.find((row) => row.id === chosen) ?? rows[0];
  return (
    <div className={`${pageClass('wide')} ins-reports`}>
      <h1>Performance report</h1>
      <ReportsNav courseId={courseId} current="performance_report" />
      {!report.data && <LoadState error={report.error} what="the performance report" />}
      {report.data && rows.length === 0 && <p>This course has no graded activities yet.</p>}
      {report.data && rows.length > 0 && (
        <>
          <p>
            {report.data.students} {report.data.students === 1 ? 'student' : 'students'}. Each activity's score is the one the gradebook counts; a group's is each student's
            percent of the group.
          </p>
          <DataGrid label="Performance per activity and group" columns={performanceColumns} rows={rows} rowId={(row) => `${row.kind}-${row.id}`} stickyColumns={1} maxHeight={480} csvFileName="performance_report.csv" />
          <section aria-labelledby="ins-distribution">
            <h2 id="ins-distribution">Distribution</h2>
            <label>
              Distribution of{' '}
              <select value={shown?.id ?? ''} onChange={(event) => setChosen(event.target.value)}>
                {rows.map((row) => (
                  <option key={`${row.kind}-${row.id}`} value={row.id}>
                    {row.kind === 'group' ? `${row.title} (group)` : row.title}
                  </option>
                ))}
              </select>
            </label>
            {shown && <DistributionChart title={`Scores on ${shown.title}`} histogram={shown.histogram} />}
          </section>
        </>
      )}
    </div>
  );
}
