import type { ActivityRecordsContext, StudentScheduleRecord } from '@lms/sdk';
import { OVERRIDES_TABLE, type OverrideRow } from './OverrideStore.ts';

const dateOrNull = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/**
 * ActivityDescriptor.studentSchedules: each student's own dates, attempts
 * and late policy on the course's assessments (part 3 §3 "Assessment
 * override"), from the plugin's own table in one query; the gradebook gets
 * them through core's grade records.
 */
export async function overrideSchedules(context: ActivityRecordsContext & { userIds: readonly string[] }): Promise<StudentScheduleRecord[]> {
  const rows = (await context
    .db<OverrideRow>(OVERRIDES_TABLE)
    .where({ course_id: context.courseId })
    // One array parameter each, not one per id: a course's 300 assessments as 300 parameters cost
    // more to send, parse and plan than the read itself (every gradebook grade edit runs this).
    .whereRaw('component_id = any(?::text[])', [[...context.componentIds]])
    .whereRaw('user_id = any(?::text[])', [[...context.userIds]])
    .select('user_id', 'component_id', 'open_date', 'due_date', 'close_date', 'submission_attempts', 'policy')) as OverrideRow[];
  return rows.map((row) => ({
    componentId: row.component_id,
    userId: row.user_id,
    openDate: dateOrNull(row.open_date),
    dueDate: dateOrNull(row.due_date),
    closeDate: dateOrNull(row.close_date),
    submissionAttempts: row.submission_attempts === null ? null : Number(row.submission_attempts),
    policy: row.policy && typeof row.policy.penalty === 'number' ? { penalty: Number(row.policy.penalty), per: Number(row.policy.per), max: Number(row.policy.max) } : null,
  }));
}
