import { LmsError, type FieldError } from '@lms/sdk';
import type { BoardGradeEntry } from '../../calls/gradingCenterCalls.ts';
import { gradeProblem } from '../../calls/gradeRule.ts';

/**
 * Refuses (422, every failing field) a board-grade payload naming someone
 * who is not a student of the course, a student twice, or a grade outside
 * part 3 §5's rule; nothing is written then.
 */
export function checkBoardGrades(entries: readonly BoardGradeEntry[], studentIds: ReadonlySet<string>, maxScore: number | null): void {
  const fields: FieldError[] = [];
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    if (!studentIds.has(entry.student_id)) fields.push({ field: `grades/${index}/student_id`, message: 'Not a student of this course.' });
    else if (seen.has(entry.student_id)) fields.push({ field: `grades/${index}/student_id`, message: 'This student is listed twice.' });
    seen.add(entry.student_id);
    const problem = entry.grade === null ? null : gradeProblem(entry.grade, maxScore);
    if (problem) fields.push({ field: `grades/${index}/grade`, message: problem });
  });
  if (fields.length) throw LmsError.validation(fields);
}

/** Refused when a student's posts changed since the instructor saw the counts the grade was given for. */
export function postsChanged(studentIds: string[]): LmsError {
  return new LmsError('conflict', 'The posts of a student changed since this grade was given: reload and check it again.', { details: { students: studentIds } });
}
