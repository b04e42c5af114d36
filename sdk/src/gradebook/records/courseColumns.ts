import type { GradebookRecords } from '@lms/contract';
import type { GradebookActivity, RollupGroup } from '../index.ts';
import { gradebookActivity } from './activityRows.ts';
import { inGradebookOrder } from './columnOrder.ts';

export interface CourseColumns {
  /** In gradebook order (columnOrder.ts): by lesson, then the instructor's saved order, then reading order (lessons, pages, components; a custom column after its lesson's components, one without lesson last). */
  activities: GradebookActivity[];
  /** The page each component activity sits on (its link), by activity id. */
  pageOf: Map<string, string>;
  /** The lessons that hold a column, in course order. */
  lessons: { id: string; title: string }[];
  groups: RollupGroup[];
}

/** The course's columns, the lessons that group them and its rollup groups, from core's grade records (two queries). */
export async function readCourseColumns(records: GradebookRecords, courseId: string): Promise<CourseColumns> {
  const [rows, groups] = await Promise.all([records.activities(courseId), records.rollupGroups(courseId)]);
  const activities = inGradebookOrder(rows).map(({ record, readingIndex }) => gradebookActivity(record, readingIndex));
  const pageOf = new Map(rows.filter((row) => row.pageId).map((row) => [row.id, row.pageId!]));
  const lessons = new Map<string, string>();
  for (const activity of activities) if (activity.lessonId && !lessons.has(activity.lessonId)) lessons.set(activity.lessonId, activity.lessonTitle ?? '');
  return { activities, pageOf, lessons: [...lessons].map(([id, title]) => ({ id, title })), groups };
}
