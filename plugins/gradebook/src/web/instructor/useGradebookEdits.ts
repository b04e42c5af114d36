import { useMemo } from 'react';
import { ApiError } from '@lms/sdk/web';
import { getGradebook, saveExcused, saveFinalGrade, saveGrade, type StudentRow } from '../../calls/gradebookCalls.ts';
import type { GradebookEdits } from './gradebookColumns.tsx';
import { classArgs, useCallCache, useCallMutation } from './gradebookData.ts';
import { withStudent } from './gradebookMerge.ts';
import { GRADE_NOT_SAVED, parseFinalGrade, parseGrade } from './gradeFormat.ts';

/** A refusal of a cell's save as the grid shows it under the cell: the server's words for a 422, else part 3 §8's. */
const cellFailure = (error: unknown, fallback: string) => new Error(error instanceof ApiError && error.status === 422 ? error.message : fallback);

/**
 * The writes of one student's cells: a grade, a final grade, an excuse. Each answers the student's
 * recomputed row, which takes that row's place in the cached gradebook (nothing else is read again).
 */
export function useGradebookEdits(courseId: string) {
  const cache = useCallCache();
  const putStudent = ({ student }: { student: StudentRow }) => cache.set(getGradebook, classArgs(courseId), (current) => current && withStudent(current, student));
  const grade = useCallMutation(saveGrade, { onSuccess: putStudent });
  const finalGrade = useCallMutation(saveFinalGrade, { onSuccess: putStudent });
  const excuse = useCallMutation(saveExcused, { onSuccess: putStudent });
  // TanStack's mutateAsync is stable: the edits (and so the grid's columns) are made once per course.
  const saveGradeCall = grade.mutateAsync;
  const saveFinalCall = finalGrade.mutateAsync;

  const edits = useMemo<GradebookEdits>(
    () => ({
      async saveGrade(row, column, text) {
        const parsed = parseGrade(text, column.max_score);
        if ('problem' in parsed) throw new Error(parsed.problem);
        const body = { grade: parsed.grade, student_id: row.id, type: column.type, component_id: column.component_id ?? column.activity_id };
        await saveGradeCall({ params: { courseId, studentId: row.id }, body }).catch((error: unknown) => {
          throw cellFailure(error, GRADE_NOT_SAVED);
        });
      },
      async saveFinalGrade(row, text) {
        const parsed = parseFinalGrade(text);
        if ('problem' in parsed) throw new Error(parsed.problem);
        await saveFinalCall({ params: { courseId, studentId: row.id }, body: { percent: parsed.percent } }).catch((error: unknown) => {
          throw cellFailure(error, 'The final grade could not be saved.');
        });
      },
    }),
    [courseId, saveGradeCall, saveFinalCall],
  );

  const setExcused = (studentId: string, activityId: string, excused: boolean) => excuse.mutateAsync({ params: { courseId, studentId }, body: { activity_id: activityId, excused } });
  return { edits, setExcused, excusing: excuse.isPending };
}
