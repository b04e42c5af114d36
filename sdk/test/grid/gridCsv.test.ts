import { describe, expect, it } from 'vitest';
import { gridCsv, type GridColumn } from '../../src/web/index.ts';

interface Student {
  name: string;
  score: number | null;
}

const columns: GridColumn<Student>[] = [
  { id: 'name', header: 'Student', value: (row) => row.name },
  { id: 'score', header: 'Score, %', value: (row) => row.score },
  { id: 'actions', header: 'Actions', value: () => null, noExport: true },
];

describe('gridCsv', () => {
  it('writes the headings, then one quoted-as-needed line per row, empty for no value', () => {
    const csv = gridCsv(columns, [
      { name: 'Lovelace, Ada', score: 91 },
      { name: 'Say "hi"', score: null },
    ]);
    expect(csv.split('\r\n')).toEqual(['Student,"Score, %"', '"Lovelace, Ada",91', '"Say ""hi""",']);
  });

  it('keeps a spreadsheet from running a name as a formula, and negative numbers as numbers', () => {
    const csv = gridCsv(columns, [{ name: '=HYPERLINK("x")', score: -3 }]);
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")",-3`);
  });
});
