import { gridCsv, type GridColumn } from '@lms/sdk/web';
import { cellHas, type GradebookAnswer, type StudentRow } from '../../calls/gradebookCalls.ts';

/**
 * The whole gradebook as CSV in the format the import reads (the design's "CSV export"): Student id,
 * Last name, First name, Email, one column per activity titled "<title> [<activity id>]", then Total %.
 * Excused cells export empty, as they count nowhere.
 */
export function gradebookCsv(answer: GradebookAnswer): string {
  const columns: GridColumn<StudentRow>[] = [
    { id: 'id', header: 'Student id', value: (row) => row.id },
    { id: 'lastname', header: 'Last name', value: (row) => row.lastname },
    { id: 'firstname', header: 'First name', value: (row) => row.firstname },
    { id: 'email', header: 'Email', value: (row) => row.email },
    ...answer.columns.map(
      (column, index): GridColumn<StudentRow> => ({
        id: column.id,
        header: `${column.report_title} [${column.activity_id}]`,
        value: (row) => {
          return cellHas(row, index, 'excused') ? null : (row.scores[index] ?? null);
        },
      }),
    ),
    { id: 'total', header: 'Total %', value: (row) => (row.percent === null ? null : row.percent.toFixed(2)) },
  ];
  return gridCsv(columns, answer.students);
}

/** Hands a CSV to the browser as a download (UTF-8 with a byte-order mark, so spreadsheets read accents). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
