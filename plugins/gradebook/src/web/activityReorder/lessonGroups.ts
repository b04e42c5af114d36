import { withItemMoved } from '@lms/sdk/web';
import type { ActivityOrder, OrderedActivity } from '../../calls/orderCalls.ts';

/** A lesson's columns as the reorder screen shows them (a column moves only among its lesson's). */
export interface LessonColumns {
  /** The lesson id, or '' for the columns outside any lesson. */
  key: string;
  title: string;
  activities: OrderedActivity[];
}

export const NO_LESSON_TITLE = 'Not in a lesson';

/** The answer's columns (in gradebook order) grouped by lesson, lessons in course order, those without one last. */
export function lessonColumns(order: ActivityOrder): LessonColumns[] {
  const groups = order.lessons.map((lesson): LessonColumns => ({ key: lesson.id, title: lesson.title, activities: [] }));
  const byKey = new Map(groups.map((group) => [group.key, group]));
  const loose: LessonColumns = { key: '', title: NO_LESSON_TITLE, activities: [] };
  for (const activity of order.activities) (activity.lesson === null ? loose : (byKey.get(activity.lesson) ?? loose)).activities.push(activity);
  return [...groups, loose].filter((group) => group.activities.length > 0);
}

/** `groups` with the column at `from` of lesson `key` moved to `to` (both within that lesson). */
export function withColumnMoved(groups: readonly LessonColumns[], key: string, from: number, to: number): LessonColumns[] {
  return groups.map((group) => (group.key === key ? { ...group, activities: withItemMoved(group.activities, from, to) } : group));
}

/** Every column's activity id in the order shown: the body of `PUT gradebook/{courseId}/activity_order`. */
export function orderedIds(groups: readonly LessonColumns[]): string[] {
  return groups.flatMap((group) => group.activities.map((activity) => activity.id));
}
