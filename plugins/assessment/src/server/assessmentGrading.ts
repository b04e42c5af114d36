import type { ScoreContext, ScoreResult } from '@lms/sdk';
import type { AssessmentConfig } from '../schemas/assessmentConfig.ts';
import { readAttemptSubmission } from '../scoring/attemptSubmission.ts';
import { scoreAttempt } from '../scoring/scoreAttempt.ts';

/**
 * The grading hook the ledger calls for an assessment attempt (on
 * recordSubmission and rescoreActivity): the attempt's items scored with the
 * assessment's accent scoring, a person's scores kept, then the late penalty
 * of the student's due date and policy (an override's when the submission
 * carries one, else the assessment's), and how it was made when it applied.
 */
export function scoreAssessmentAttempt({ config, submission }: ScoreContext<AssessmentConfig>): ScoreResult {
  const attempt = readAttemptSubmission(submission);
  const dueDate = attempt.due_date === undefined ? config.due_date : attempt.due_date;
  const policy = attempt.policy === undefined ? config.policy : attempt.policy;
  const result = scoreAttempt(attempt, { accentScoring: config.accent_scoring, dueDate: dueDate === null ? null : new Date(dueDate), policy });
  const scored = { score: result.score, maxScore: result.maxScore, needsManualGrading: result.needsManualGrading };
  // Late under a policy: the ledger keeps how the deduction was made (attempts.policy_applied).
  if (!result.late || !policy) return scored;
  return {
    ...scored,
    late: { rawScore: result.rawScore, percent: result.late.percent, latenessSeconds: result.late.seconds, policy: { penalty: policy.penalty, per: policy.per, max: policy.max } },
  };
}
