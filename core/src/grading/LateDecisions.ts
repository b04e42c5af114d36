import type { Knex } from 'knex';
import { LATE_DECISIONS, type LateDecision } from '@lms/contract/grading.ts';
import type { GradeChange, SetLateDecisionInput } from '@lms/contract/services.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';

export const LATE_DECISION_MESSAGES = {
  attempts: 'Choose one or more late submissions.',
  decision: "The decision must be 'overdue_accepted', 'apply_policy' or null.",
  notFound: 'One or more of these submissions are not in this course.',
} as const;

const isDecision = (value: unknown): value is LateDecision | null => value === null || (LATE_DECISIONS as readonly unknown[]).includes(value);

/**
 * Stores an instructor's decision on late attempts (`attempts.late_decision`,
 * who and when beside it) in one statement inside `db`'s transaction; when an
 * attempt is not the course's (or does not exist) it throws not-found and the
 * transaction stores nothing. Answers the change to announce.
 */
export async function storeLateDecision(db: Knex.Transaction, input: SetLateDecisionInput, now: Date): Promise<GradeChange> {
  const ids = [...new Set(input.attemptIds)];
  if (ids.length === 0) throw LmsError.validation([{ field: 'attempt_ids', message: LATE_DECISION_MESSAGES.attempts }]);
  if (!isDecision(input.decision)) throw LmsError.validation([{ field: 'decision', message: LATE_DECISION_MESSAGES.decision }]);
  const taken = input.decision !== null;
  const updated = (await db('attempts')
    .where({ course_id: input.courseId })
    .whereIn('id', ids)
    .update({ late_decision: input.decision, late_decided_by: taken ? input.by : null, late_decided_at: taken ? now : null })
    .returning(['user_id', 'activity_id'])) as { user_id: string; activity_id: string }[];
  if (updated.length !== ids.length) throw new LmsError('not-found', LATE_DECISION_MESSAGES.notFound);
  return {
    courseId: input.courseId,
    userIds: [...new Set(updated.map((row) => row.user_id))],
    activityIds: [...new Set(updated.map((row) => row.activity_id))],
  };
}
