import type { GradebookRecords, LateAttemptRecord } from '@lms/sdk';
import { latenessSeconds, penaltyPercent } from '@lms/sdk/rules';
import type { LateSubmission } from '../../calls/lateWorkCalls.ts';
import { deducted, rawScoreOf, scoreOf, type GradebookAttempt } from '@lms/sdk/gradebook';

/** One late attempt as the screen lists it; its scores from the gradebook engine's own rules, so the list and the gradebook agree. */
export function lateSubmission(record: LateAttemptRecord): LateSubmission {
  const { attempt, activity, student, dueDate } = record;
  const counted: GradebookAttempt = attempt;
  const policy = record.policy ?? attempt.late?.policy ?? null;
  const seconds = latenessSeconds(attempt.submittedAt, dueDate);
  const before = rawScoreOf(counted);
  return {
    attempt_id: attempt.id,
    activity_id: activity.id,
    component_id: activity.componentId,
    activity_title: activity.title,
    lesson_title: activity.lessonTitle,
    student,
    submitted_at: attempt.submittedAt.toISOString(),
    due_date: dueDate.toISOString(),
    lateness_seconds: Math.ceil(seconds),
    policy,
    deduction_percent: policy === null ? 0 : penaltyPercent(policy, seconds),
    score_before: before,
    score_after: before === null || policy === null ? before : deducted(before, policy, seconds),
    score_counted: scoreOf(counted, dueDate, record.policy),
    max_score: attempt.maxScore,
    decision: attempt.lateDecision,
  };
}

/** Every late submission of the course, oldest first (core's `lateAttempts`: a fixed number of queries). */
export async function lateSubmissions(records: GradebookRecords, courseId: string): Promise<LateSubmission[]> {
  return (await records.lateAttempts(courseId)).map(lateSubmission);
}
