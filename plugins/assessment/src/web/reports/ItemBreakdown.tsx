import { BarChart } from '@lms/sdk/web';
import type { ItemDetail } from '../../calls/reportCalls.ts';
import { itemName } from './itemLabels.ts';

interface Bar {
  /** The choice or part, with "(right answer)" after the right choice: the mark must not rest on colour alone. */
  text: string;
  count: number;
  right: boolean;
}

interface Breakdown {
  /** What a row is: the data table's first column heading. */
  rowLabel: string;
  /** What the count says. */
  heading: string;
  rows: Bar[];
}

/** A Question's choices (how many picked each) or parts (how many got each right). */
function breakdown(item: ItemDetail): Breakdown | null {
  if (item.distractors) {
    return { rowLabel: 'Choice', heading: 'Picked', rows: item.distractors.map(({ text, count, correct }) => ({ text: correct ? `${text} (right answer)` : text, count, right: correct })) };
  }
  if (item.entries) return { rowLabel: 'Part', heading: 'Right', rows: item.entries.map(({ text, right }) => ({ text, count: right, right: false })) };
  return null;
}

/** One Question's choices or parts as bars out of the students who answered, the right choice highlighted. */
export function ItemBreakdown({ item, index }: { item: ItemDetail; index: number }) {
  const chart = breakdown(item);
  if (!chart) return null;
  const answered = item.answered;
  const headingId = `lms-report-item-${item.id}`;
  return (
    <section className="lms-report-breakdown" aria-labelledby={headingId}>
      <h2 id={headingId}>{itemName(item, index)}</h2>
      <BarChart
        title={`${chart.heading}, out of ${answered} answered`}
        rows={chart.rows}
        category="text"
        categoryLabel={chart.rowLabel}
        series={[{ key: 'count', label: chart.heading }]}
        orientation="bars"
        valueMax={Math.max(answered, 1)}
        formatValue={(count) => `${count} of ${answered}`}
        highlight={(row) => row.right}
      />
    </section>
  );
}
