import type { ItemDetail } from '../../calls/reportCalls.ts';
import { ITEM_TYPE_LABELS } from '../authoring/itemTypeLabels.ts';
import { itemName } from './itemLabels.ts';

const COLUMNS = [
  ['answered', 'Answered'],
  ['correct', 'Correct'],
  ['partial', 'Partially correct'],
  ['incorrect', 'Incorrect'],
  ['unanswered', 'Unanswered'],
  ['pending_manual', 'Waiting for grading'],
] as const;

/** Per Question, how the counted attempts went. */
export function ItemDetailsTable({ items }: { items: readonly ItemDetail[] }) {
  return (
    <table className="lms-report-table">
      <caption>Results per Question</caption>
      <thead>
        <tr>
          <th scope="col">Question</th>
          <th scope="col">Type</th>
          <th scope="col">Points</th>
          {COLUMNS.map(([, label]) => (
            <th scope="col" key={label}>
              {label}
            </th>
          ))}
          <th scope="col">Average score</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={item.id}>
            <th scope="row">{itemName(item, index)}</th>
            <td>{ITEM_TYPE_LABELS[item.type]}</td>
            <td>{item.points}</td>
            {COLUMNS.map(([field]) => (
              <td key={field}>{item[field]}</td>
            ))}
            <td>{item.average_score ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
