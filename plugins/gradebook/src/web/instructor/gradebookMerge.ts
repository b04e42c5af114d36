import type { GradebookAnswer, StudentRow } from '../../calls/gradebookCalls.ts';

/** The cached answer with one student's row replaced by a write's answer (the row the server recomputed). */
export function withStudent(answer: GradebookAnswer, student: StudentRow): GradebookAnswer {
  return { ...answer, students: answer.students.map((row) => (row.id === student.id ? student : row)) };
}

const byName = (a: StudentRow, b: StudentRow) => a.lastname.localeCompare(b.lastname) || a.firstname.localeCompare(b.firstname) || a.id.localeCompare(b.id);

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The same columns in the same order, each as it was (a changed max score or title needs the whole answer). */
const sameColumns = (a: GradebookAnswer, b: GradebookAnswer) => sameJson(a.columns, b.columns) && sameJson(a.lessons, b.lessons);

/**
 * Merges a read of some students (`asked`) into the cached answer: their rows are replaced, an asked
 * student the server no longer lists (un-enrolled) leaves, a new one joins in name order. Answers null
 * when the columns differ (a column added or removed elsewhere): the rows would not line up, so the
 * whole gradebook must be read again.
 */
export function mergeStudents(answer: GradebookAnswer, fresh: GradebookAnswer, asked: readonly string[]): GradebookAnswer | null {
  if (!sameColumns(answer, fresh)) return null;
  const freshRows = new Map(fresh.students.map((row) => [row.id, row]));
  const askedIds = new Set(asked);
  const kept = answer.students.filter((row) => !askedIds.has(row.id) || freshRows.has(row.id)).map((row) => freshRows.get(row.id) ?? row);
  const present = new Set(kept.map((row) => row.id));
  const joined = fresh.students.filter((row) => !present.has(row.id));
  const students = joined.length === 0 ? kept : [...kept, ...joined].sort(byName);
  // What did not change keeps its identity, so the grid's columns are not rebuilt for a few new rows.
  const course = sameJson(answer.course, fresh.course) ? answer.course : fresh.course;
  const groups = sameJson(answer.groups, fresh.groups) ? answer.groups : fresh.groups;
  return { ...answer, course, groups, students, total_students: fresh.total_students, generated_at: fresh.generated_at };
}

/**
 * Merges a page of the class into the cached answer (useGradebookClass): its rows replace the same
 * students' rows in place, new ones join in name order. A page whose columns differ starts the answer
 * afresh (the cached rows would not line up with its columns); the later pages fill it again.
 */
export function mergePage(answer: GradebookAnswer | undefined, page: GradebookAnswer): GradebookAnswer {
  if (!answer) return page;
  return mergeStudents(answer, page, []) ?? page;
}

/** The answer without the students `drop` picks (the same answer when it picks none). */
export function withoutStudents(answer: GradebookAnswer, drop: (row: StudentRow) => boolean): GradebookAnswer {
  const students = answer.students.filter((row) => !drop(row));
  return students.length === answer.students.length ? answer : { ...answer, students };
}
