import { describe, expect, it } from 'vitest';
import { cellHas, cellOf, encodeCells, rowCells, type GradebookCell } from '../../src/calls/gradebookCalls.ts';

const cells: GradebookCell[] = [
  { score: 8, label: 'Done', attempts: 1 },
  { score: null, label: 'Upcoming' },
  { score: 7.5, label: 'Late work auto-deduction', states: ['contains_overdue', 'late_deducted'], attempts: 2 },
  { score: 4, label: 'Cached', states: ['excused', 'project_reopened'] },
];

describe('the cells of a row on the wire', () => {
  it('travel column by column: scores, one letter per label, attempts, and states only where there are some', () => {
    expect(encodeCells(cells)).toEqual({ scores: [8, null, 7.5, 4], labels: 'FHIJ', attempts: [1, 0, 2, 0], states: { 2: 'eg', 3: 'ak' } });
  });

  it('read back as the cells they were made from', () => {
    const wire = JSON.parse(JSON.stringify(encodeCells(cells)));
    expect(rowCells(wire)).toEqual(cells);
    expect(cellOf(wire, 2)).toEqual(cells[2]);
    expect(cellHas(wire, 3, 'excused')).toBe(true);
    expect(cellHas(wire, 2, 'excused')).toBe(false);
    expect(cellHas(wire, 1, 'excused')).toBe(false);
  });

  it('refuses a cell the row does not have, and a state code it does not know', () => {
    expect(() => cellOf(encodeCells(cells), 4)).toThrow('No gradebook cell 4 in this row');
    expect(() => cellOf({ scores: [1], labels: 'F', attempts: [1], states: { 0: 'z' } }, 0)).toThrow('Unknown gradebook cell state code "z"');
  });
});
