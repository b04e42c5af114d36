import { latePenalty, latenessSeconds, penaltyPercent, type LatePolicy } from '@lms/sdk/rules';
import { roundScore } from './gradeScore.ts';

/** How late a submission came and what the policy takes for it (part 2 §5 "Late penalty", the contract's shared function). */
export interface Lateness {
  /** Whole seconds after the due date; 0 when on time or without a due date. */
  secondsLate: number;
  /** The percent the policy deducts for that lateness; 0 without a policy. */
  percent: number;
}

export function lateness(submittedAt: Date | null, dueDate: Date | null, policy: LatePolicy | null): Lateness {
  const seconds = submittedAt ? Math.max(0, latenessSeconds(submittedAt, dueDate)) : 0;
  return { secondsLate: Math.floor(seconds), percent: policy ? penaltyPercent(policy, seconds) : 0 };
}

/** The grade that counts: the original score, less the policy's deduction when the grader applies it (2 decimals), and how late it came. */
export function gradeAfterPolicy(
  original: number,
  applyPolicy: boolean,
  submittedAt: Date | null,
  dueDate: Date | null,
  policy: LatePolicy | null,
): { grade: number; latePercent: number; latenessSeconds: number } {
  const seconds = submittedAt ? Math.max(0, latenessSeconds(submittedAt, dueDate)) : 0;
  if (!applyPolicy || !policy) return { grade: original, latePercent: 0, latenessSeconds: seconds };
  return { grade: roundScore(latePenalty(original, policy, seconds)), latePercent: penaltyPercent(policy, seconds), latenessSeconds: seconds };
}
