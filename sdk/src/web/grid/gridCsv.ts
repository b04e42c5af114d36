import Papa from 'papaparse';
import type { GridColumn } from './gridTypes.ts';

/**
 * The rows as CSV (RFC 4180 quoting by papaparse), one column per exported leaf column, headings first.
 * Text that a spreadsheet would run as a formula (=, +, -, @) is prefixed with a quote.
 */
export function gridCsv<TRow>(columns: readonly GridColumn<TRow>[], rows: readonly TRow[]): string {
  const exported = columns.filter((column) => !column.noExport);
  return Papa.unparse(
    {
      fields: exported.map((column) => column.header),
      data: rows.map((row) => exported.map((column) => column.value(row) ?? '')),
    },
    { escapeFormulae: true },
  );
}

/** Hands the CSV to the browser as a download. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
