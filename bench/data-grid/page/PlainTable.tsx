import type { StudentMarks } from './gradebook.tsx';

/** The baseline: every cell in the DOM, a plain table with a sticky header and no virtualisation. */
export function PlainTable({ rows, activities }: { rows: readonly StudentMarks[]; activities: number }) {
  const columns = Array.from({ length: activities }, (_, col) => col);
  return (
    <div className="plain-scroll" style={{ height: 600, overflow: 'auto' }} tabIndex={0} aria-label="Marks">
      <table>
        <caption>Marks</caption>
        <thead>
          <tr>
            <th scope="col">Student</th>
            {columns.map((col) => (
              <th key={col} scope="col">
                Activity {col + 1}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.name}</th>
              {columns.map((col) => (
                <td key={col}>{row.marks[col] ?? ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
