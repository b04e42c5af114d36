import type { AttemptSubmission } from './attemptSubmission.ts';
import { latenessSeconds, latePenalty, penaltyPercent, type LatePolicy } from '@lms/sdk/rules';
import { scoreItem } from './scoreItem.ts';
import type { ItemScore, ScoringOptions } from './types.ts';

export interface AttemptItemScore extends ItemScore {
  id: string;
  /** The score is a person's (manual grading or regrade), not the computed one. */
  by_person: boolean;
}

export interface AttemptScore {
  /** After the late penalty. */
  score: number;
  maxScore: number;
  /** Before the late penalty. */
  rawScore: number;
  /** Some answered item waits for a person: the score is provisional. */
  needsManualGrading: boolean;
  /** How late the attempt was and the percentage deducted (0 without a late policy); null when on time. */
  late: { seconds: number; percent: number } | null;
  items: AttemptItemScore[];
}

export interface AttemptContext extends ScoringOptions {
  /** The due date that applies to this student (an override's, else the assessment's); null for none. */
  dueDate: Date | null;
  /** The late policy that applies (null: late work is not auto-accepted, so no automatic deduction). */
  policy: LatePolicy | null;
}

/**
 * Scores a submitted attempt: each item by the scoring functions unless a
 * person scored it, summed, then the late penalty on the sum.
 */
export function scoreAttempt(attempt: AttemptSubmission, context: AttemptContext): AttemptScore {
  const items = attempt.items.map((item): AttemptItemScore => {
    const computed = scoreItem(item, attempt.responses[item.id], context);
    const given = attempt.manual_scores?.[item.id];
    if (given === undefined) return { ...computed, id: item.id, by_person: false };
    return { ...computed, id: item.id, score: given, correct: given === item.points, by_person: true };
  });
  // A QTI item's negative credit lowers the total, which never goes below 0.
  const rawScore = Math.max(0, items.reduce((sum, item) => sum + item.score, 0));
  const maxScore = items.reduce((sum, item) => sum + item.max, 0);
  const seconds = latenessSeconds(new Date(attempt.submitted_at), context.dueDate);
  const late = seconds > 0 ? { seconds, percent: context.policy ? penaltyPercent(context.policy, seconds) : 0 } : null;
  return {
    score: context.policy ? latePenalty(rawScore, context.policy, seconds) : rawScore,
    maxScore,
    rawScore,
    needsManualGrading: items.some((item) => item.correct === null),
    late,
    items,
  };
}
