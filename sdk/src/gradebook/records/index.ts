/**
 * From core's grade records (`coreServices.gradebookRecords`) to the engine's
 * input, in a few set-based reads whatever the number of students: the
 * gradebook plugin and the insights dashboards read a course through these, so
 * a student's course total is made from the same columns, ledger and settings
 * by the same engine everywhere (`@lms/sdk/gradebook/records`; server only:
 * it reads through a GradebookRecords the caller passes).
 */
import type { CellInput, GradebookActivity, Viewer } from '../index.ts';
import type { GradebookCourse } from './courseSettings.ts';
import type { StudentLedger } from './studentData.ts';

export { gradebookActivity, DEFAULT_CUSTOM_MAX_SCORE } from './activityRows.ts';
export { inGradebookOrder } from './columnOrder.ts';
export { readCourseColumns, type CourseColumns } from './courseColumns.ts';
export { readGradebookCourse, type GradebookCourse } from './courseSettings.ts';
export { readStudentLedgers, type StudentLedger } from './studentData.ts';

/** One cell's input: the activity and what this student's ledger holds for it. */
export function cellInput(activity: GradebookActivity, ledger: StudentLedger): CellInput {
  return {
    activity,
    attempts: ledger.attempts.get(activity.id) ?? [],
    override: activity.componentId ? (ledger.overrides.get(activity.componentId) ?? null) : null,
    entry: ledger.entries.get(activity.id) ?? null,
  };
}

/** Students never get a custom column the instructor keeps to staff; staff do not get practice when the course suppresses it. */
export function columnShownTo(viewer: Viewer, course: GradebookCourse, activity: GradebookActivity): boolean {
  if (viewer === 'student') return activity.componentId !== null || activity.show;
  return activity.graded || !course.settings.suppressPractice;
}
