import type { ActivityRecordsContext, OpenAttemptRecord } from '@lms/sdk';

/**
 * ActivityDescriptor.openAttempts: the assessments these students have
 * started and not submitted (previews left out), in one query on the
 * plugin's own table; the AI assistant reads them through core's grade
 * records to refuse help on a running attempt (issue 27).
 */
export async function openAssessmentAttempts(context: ActivityRecordsContext & { userIds: readonly string[] }): Promise<OpenAttemptRecord[]> {
  const rows = (await context
    .db('assessment_attempts')
    .where({ course_id: context.courseId, state: 'in_progress', preview: false })
    .whereRaw('component_id = any(?::text[])', [[...context.componentIds]])
    .whereRaw('user_id = any(?::text[])', [[...context.userIds]])
    .select('component_id', 'user_id', 'started_at')) as { component_id: string; user_id: string; started_at: Date | string }[];
  return rows.map((row) => ({ componentId: row.component_id, userId: row.user_id, startedAt: new Date(row.started_at) }));
}
