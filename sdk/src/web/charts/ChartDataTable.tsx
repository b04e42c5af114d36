import { VISUALLY_HIDDEN_CLASS } from '../ui/visuallyHidden.ts';
import type { ChartTable } from './chartTypes.ts';

/** The chart's data as a table: what a screen reader reads instead of the picture, and what anyone can open. */
export function ChartDataTable({ id, caption, table, visible }: { id: string; caption: string; table: ChartTable; visible: boolean }) {
  return (
    <div id={id} className={visible ? 'lms-chart__table' : `lms-chart__table ${VISUALLY_HIDDEN_CLASS}`}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{table.rowHeading}</th>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.header}</th>
              {row.cells.map((cell, index) => (
                <td key={table.columns[index]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
