import type { ReactNode } from 'react';

/** A captioned table of a modal (the numbers a chart stands on, or a list of students). */
export function SimpleTable({ caption, columns, rows, empty }: { caption: string; columns: readonly string[]; rows: readonly { key: string; cells: readonly ReactNode[] }[]; empty: string }) {
  if (rows.length === 0)
    return (
      <p>
        <strong>{caption}:</strong> {empty}
      </p>
    );
  return (
    <div className="insights-table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="insights-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
