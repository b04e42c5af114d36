import { BarChart } from '@lms/sdk/web';
import type { Bucket } from '../../calls/reportCalls.ts';

const percent = (value: number | null) => (value === null ? '—' : `${value}%`);

/** Submitted count, average and median as a description list. */
export function FigureList({ submitted, average, median, students }: { submitted: number; average: number | null; median: number | null; students?: number }) {
  return (
    <dl className="ins-reports-figures">
      <div>
        <dt>Submitted</dt>
        <dd>{students === undefined ? submitted : `${submitted} of ${students}`}</dd>
      </div>
      <div>
        <dt>Average</dt>
        <dd>{percent(average)}</dd>
      </div>
      <div>
        <dt>Median</dt>
        <dd>{percent(median)}</dd>
      </div>
    </dl>
  );
}

/** The 10-bucket score histogram (part 3 §9) with its data table. */
export function DistributionChart({ title, histogram }: { title: string; histogram: readonly Bucket[] }) {
  return (
    <BarChart
      title={title}
      rows={histogram.map((bucket) => ({ label: bucket.label, count: bucket.count }))}
      category="label"
      categoryLabel="Score"
      series={[{ key: 'count', label: 'Students' }]}
      height={220}
    />
  );
}

export { percent as formatPercent };
