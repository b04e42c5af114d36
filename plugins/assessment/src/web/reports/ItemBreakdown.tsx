import { Check } from 'lucide-react';
import type { ItemDetail } from '../../calls/reportCalls.ts';
import { itemName } from './itemLabels.ts';

interface Bar {
  id: string;
  text: string;
  count: number;
  /** The right answer (choices only). */
  right: boolean;
}

/** A Question's choices (how many picked each) or parts (how many got each right), as bars over the answers. */
function bars(item: ItemDetail): { heading: string; rows: Bar[] } | null {
  if (item.distractors) return { heading: 'Picked', rows: item.distractors.map(({ id, text, count, correct }) => ({ id, text, count, right: correct })) };
  if (item.entries) return { heading: 'Right', rows: item.entries.map(({ id, text, right }) => ({ id, text, count: right, right: false })) };
  return null;
}

/** One Question's choices or parts, each with its count and a bar of its share of the answers. */
export function ItemBreakdown({ item, index }: { item: ItemDetail; index: number }) {
  const chart = bars(item);
  if (!chart) return null;
  const answered = item.answered;
  const headingId = `lms-report-item-${item.id}`;
  return (
    <section className="lms-report-breakdown" aria-labelledby={headingId}>
      <h2 id={headingId}>{itemName(item, index)}</h2>
      <ul>
        {chart.rows.map((row) => (
          <li key={row.id} className="lms-report-bar">
            <span className="lms-report-bar__text">
              {row.text}
              {row.right && (
                <span className="lms-report-bar__right">
                  <Check aria-hidden="true" size={16} /> right answer
                </span>
              )}
            </span>
            <span className="lms-report-bar__count">
              {chart.heading} {row.count} of {answered}
            </span>
            <span className="lms-report-bar__track" aria-hidden="true">
              <span className="lms-report-bar__fill" style={{ width: `${answered ? Math.min(100, (row.count / answered) * 100) : 0}%` }} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
