import type { CSSProperties } from 'react';
import type { GradebookCell, GradebookColumn, StudentRow } from '../../calls/gradebookCalls.ts';
import { percentText, scoreText } from './gradeFormat.ts';

/** What a focused cell names, so the actions above the grid know the cell (read back by `cellTarget`). */
export interface CellTarget {
  studentId: string;
  /** An activity column's id, or TOTAL_COLUMN. */
  columnId: string;
}

export const TOTAL_COLUMN = 'total';

const targetAttributes = (target: CellTarget) => ({ 'data-gb-student': target.studentId, 'data-gb-column': target.columnId });

/** The cell a grid cell element shows, if it is one of the gradebook's (scores and totals). */
export function cellTarget(element: Element): CellTarget | null {
  const marked = element.querySelector<HTMLElement>('[data-gb-student]');
  const studentId = marked?.dataset.gbStudent;
  const columnId = marked?.dataset.gbColumn;
  return studentId && columnId ? { studentId, columnId } : null;
}

const rollupStyle = (color: string | null) => (color ? ({ '--gb-rollup': color } as CSSProperties) : undefined);

/** Extra words a cell's states add to its label (the label alone says where the student is). */
function stateNote(cell: GradebookCell): string | null {
  if (cell.states?.includes('dropped')) return 'Dropped';
  if (cell.states?.includes('instructor_graded_this')) return 'Instructor grade';
  return null;
}

/** One score: the number (or Excused) over its message label, in words so colour never carries it alone. */
export function GradeCell({ row, column, cell }: { row: StudentRow; column: GradebookColumn; cell: GradebookCell }) {
  const excused = cell.states?.includes('excused') ?? false;
  const note = stateNote(cell);
  return (
    <span className={`gb-cell${column.color ? ' gb-cell--rollup' : ''}`} style={rollupStyle(column.color)} {...targetAttributes({ studentId: row.id, columnId: column.id })}>
      <span className="gb-cell__score">{excused ? 'Excused' : scoreText(cell.score)}</span>
      <span className="gb-cell__label">
        {cell.label}
        {note && ` · ${note}`}
      </span>
    </span>
  );
}

/** The course total: the percent (2 decimals) and what marks it (an override, below the cut-off). */
export function TotalCell({ row }: { row: StudentRow }) {
  const notes = [row.final_override !== null && 'Override', row.below_cut_off && 'Below cut-off'].filter(Boolean).join(' · ');
  return (
    <span className={`gb-cell gb-cell--total${row.below_cut_off ? ' gb-cell--at-risk' : ''}`} {...targetAttributes({ studentId: row.id, columnId: TOTAL_COLUMN })}>
      <span className="gb-cell__score">{percentText(row.percent)}</span>
      {notes && <span className="gb-cell__label">{notes}</span>}
    </span>
  );
}
