import Papa from 'papaparse';
import type { ComputedGradebook } from '../GradebookReader.ts';
import { activityHeading, EXCUSED_CELL, STUDENT_HEADINGS, TOTAL_HEADING } from './csvColumns.ts';

/** Spreadsheets read UTF-8 only with it. */
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * The gradebook as CSV: one row per student, each activity's counting score
 * (empty when there is none, "Excused" for an excused cell), then the course
 * percent. Text a spreadsheet would run as a formula is quoted (papaparse's escapeFormulae).
 */
export function gradebookCsv(gradebook: ComputedGradebook): string {
  const { activities } = gradebook.columns;
  const fields = [...STUDENT_HEADINGS, ...activities.map(activityHeading), TOTAL_HEADING];
  const data = gradebook.students.map(({ student, row }) => [
    student.id,
    student.lastname,
    student.firstname,
    student.email,
    ...row.cells.map((cell) => (cell.states.includes('excused') ? EXCUSED_CELL : cell.score === null ? '' : String(cell.score))),
    row.totals.percent === null ? '' : String(row.totals.percent),
  ]);
  return BYTE_ORDER_MARK + Papa.unparse({ fields, data }, { escapeFormulae: true });
}
