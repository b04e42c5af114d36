import type { GradebookRecords, StudentRecord } from '@lms/sdk';

export type RosterStudent = StudentRecord;

/** Which students: a page of the roster (by last name, then first name), or these ids (those enrolled). */
export type RosterSelection = { offset: number; limit: number } | { userIds: readonly string[] };

/** The selected students in roster order, and how many students the course has in all (null when `count` is false). */
export async function readRoster(
  records: GradebookRecords,
  courseId: string,
  selection: RosterSelection,
  count = true,
): Promise<{ students: RosterStudent[]; total: number | null }> {
  return records.students(courseId, { ...selection, count });
}
