import type pg from 'pg';
import { cellHas, type GradebookAnswer, type StudentRow } from '@lms/plugin-gradebook/calls';
import { baselineEdit } from './baseline.ts';
import { call, type HttpSession } from './httpSession.ts';
import { timed } from './stats.ts';

export interface EditMeasurement {
  kernelMs: number[];
  baselineMs: number[];
}

export interface Edit {
  studentId: string;
  /** The column: its index in the answer, its component and its activity. */
  column: number;
  componentId: string;
  activityId: string;
  grade: number;
}

/** `count` edits spread over students and graded columns, never on an excused cell; each grade differs from the cell's current score. */
export function planEdits(answer: GradebookAnswer, count: number): Edit[] {
  const columns = answer.columns.map((column, index) => ({ column, index })).filter(({ column }) => column.graded && column.component_id !== null && (column.max_score ?? 0) > 0);
  if (columns.length === 0) throw new Error('The gradebook answered no graded column to edit');
  const edits: Edit[] = [];
  for (let n = 0; edits.length < count; n++) {
    if (n > count * 100) throw new Error('Almost every cell of the gradebook is excused: nothing to edit');
    const student = answer.students[(n * 37) % answer.students.length]!;
    const { column, index } = columns[(n * 11) % columns.length]!;
    if (cellHas(student, index, 'excused')) continue;
    const score = student.scores[index];
    const grade = Math.round(column.max_score! * (n % 2 === 0 ? 0.55 : 0.85) * 100) / 100;
    edits.push({ studentId: student.id, column: index, componentId: column.component_id!, activityId: column.activity_id, grade: grade === score ? grade - 0.5 : grade });
  }
  return edits;
}

/**
 * One grade edit until the new total is in the answer: PUT gradebook/{courseId}/{studentId}
 * answers the student's row; it must carry the new grade in the cell. The baseline writes
 * the same grade and recomputes that student's totals by hand (baseline.ts), on other
 * cells of the same students so neither sees the other's writes as no-ops.
 */
export async function measureEdits(session: HttpSession, client: pg.ClientBase, answer: GradebookAnswer, instructorId: string, count: number): Promise<EditMeasurement> {
  const courseId = answer.course.id;
  const edits = planEdits(answer, count * 2);
  const kernelMs: number[] = [];
  const baselineMs: number[] = [];
  for (let n = 0; n < count; n++) {
    const mine = edits[2 * n]!;
    const { ms, value } = await timed(() => call(session, 'PUT', `gradebook/${courseId}/${mine.studentId}`, { grade: mine.grade, component_id: mine.componentId }));
    const row = (JSON.parse(value) as { student: StudentRow }).student;
    const score = row.scores[mine.column];
    if (row.id !== mine.studentId || score !== mine.grade) {
      throw new Error(`PUT gradebook/${courseId}/${mine.studentId} answered ${score === undefined ? 'no cell' : `score ${score}`} in column ${mine.column}, not the grade ${mine.grade}`);
    }
    kernelMs.push(ms);
    const theirs = edits[2 * n + 1]!;
    baselineMs.push((await timed(() => baselineEdit(client, { courseId, activityId: theirs.activityId, userId: theirs.studentId, grade: theirs.grade, by: instructorId }))).ms);
  }
  return { kernelMs, baselineMs };
}
