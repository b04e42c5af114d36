import type { GradebookAnswer, GradebookCell, GradebookColumn } from '../../calls/gradebookCalls.ts';

export interface LessonGroup {
  id: string;
  title: string;
  entries: { column: GradebookColumn; cell: GradebookCell }[];
}

/** Columns outside any lesson (custom columns without one) come last under this title. */
export const OTHER_GRADES = 'Other grades';

/**
 * The student's columns grouped by lesson in course order (part 3 §4 "column
 * groups"), each with the student's cell; lessons with no column are left out.
 */
export function lessonGroups(answer: Pick<GradebookAnswer, 'lessons' | 'columns'>, cells: readonly GradebookCell[]): LessonGroup[] {
  const groups = new Map<string | null, LessonGroup>(answer.lessons.map((lesson) => [lesson.id, { id: lesson.id, title: lesson.title, entries: [] }]));
  answer.columns.forEach((column, index) => {
    const cell = cells[index];
    if (!cell) return;
    const key = column.lesson !== null && groups.has(column.lesson) ? column.lesson : null;
    if (!groups.has(key)) groups.set(key, { id: 'other', title: OTHER_GRADES, entries: [] });
    groups.get(key)!.entries.push({ column, cell });
  });
  return [...groups.values()].filter((group) => group.entries.length > 0);
}
