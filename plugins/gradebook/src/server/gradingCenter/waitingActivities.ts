import type { GradebookRecords } from '@lms/sdk';
import type { WaitingActivity } from '../../calls/gradingCenterCalls.ts';

/**
 * The grading center's list, from core's grade records: for each activity of
 * the course, the students (enrolled, not staff) whose latest attempt needs
 * grading and who have no instructor's grade for it (a grade given in the
 * gradebook or on a board settles the cell); the longest-waiting first. One
 * query, whatever the size of the class.
 */
export async function waitingActivities(records: GradebookRecords, courseId: string): Promise<WaitingActivity[]> {
  const rows = await records.waitingActivities(courseId);
  return rows.map((row) => ({
    activity_id: row.activityId,
    component_id: row.componentId,
    title: row.title,
    type: row.type,
    waiting: row.waiting,
    oldest_submitted_at: row.oldestSubmittedAt.toISOString(),
  }));
}
