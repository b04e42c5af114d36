import type { GradebookRecords, Knex } from '@lms/sdk';
import { isLate } from '../../rules/gradeStatus.ts';
import type { StoredProjectStatus } from '../../rules/projectStatus.ts';

/**
 * Whether the instructor accepted the student's latest attempt as overdue
 * without the policy (the late work manager, part 2 §3 Grade). Only late work
 * has such a decision: on-time work is answered without reading the ledger.
 */
export async function overdueAccepted(records: GradebookRecords, courseId: string, activityId: string | undefined, studentId: string, status: StoredProjectStatus, trx?: Knex): Promise<boolean> {
  if (!activityId || !isLate(status)) return false;
  const { attempts } = await records.studentLedgers(courseId, [studentId], trx);
  const latest = attempts
    .filter((attempt) => attempt.activityId === activityId)
    .reduce<(typeof attempts)[number] | null>((last, attempt) => (last === null || attempt.submittedAt >= last.submittedAt ? attempt : last), null);
  return latest?.lateDecision === 'overdue_accepted';
}
