import type { GradebookActivity } from '@lms/sdk/gradebook';
import type { StudentScheduleRecord } from '@lms/sdk';

/**
 * The first open, due or close date after `nowMs` among the columns and the
 * students' own schedules (Infinity when none): until then a staff cell's label
 * and whether missing work counts as 0 stay as computed (the engine reads the
 * clock only against those dates; docs/architecture.md "Gradebook engine").
 */
export function nextDateAfter(nowMs: number, activities: readonly GradebookActivity[], schedules: readonly StudentScheduleRecord[]): number {
  let next = Infinity;
  const consider = (date: Date | null) => {
    if (date === null) return;
    const ms = date.getTime();
    if (ms > nowMs && ms < next) next = ms;
  };
  for (const activity of activities) {
    consider(activity.openDate);
    consider(activity.dueDate);
    consider(activity.closeDate);
  }
  for (const schedule of schedules) {
    consider(schedule.openDate);
    consider(schedule.dueDate);
    consider(schedule.closeDate);
  }
  return next;
}
