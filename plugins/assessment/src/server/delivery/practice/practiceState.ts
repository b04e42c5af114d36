import type { AssessmentConfig } from '../../../schemas/assessmentConfig.ts';
import { scoreAttempt } from '../../../scoring/scoreAttempt.ts';
import type { AttemptRow } from '../AttemptStore.ts';
import { attemptOnPath } from '../branching/branchingPath.ts';
import type { DeliveredItem } from '../deliveredItems.ts';
import type { ReviewVisibility } from '../reviewVisibility.ts';
import type { ConfidenceLevel } from '../../../calls/deliveryCalls.ts';

/** The practice columns of an attempt row (migration 20261210000300). */
export interface PracticeColumns {
  hints_used: Record<string, number>;
  confidence: Record<string, ConfidenceLevel>;
  retries: Record<string, number>;
}

/** The hints an item's snapshot holds (items delivered before hints existed have none). */
export const hintsOf = (item: DeliveredItem): string[] => item.hints ?? [];

/**
 * What the running attempt (GET attempt/) says of the practice extras: the
 * hints taken per item and their texts (so a reload shows them again, and
 * never one not taken), and the confidence chosen per item.
 */
export function runningPractice(attempt: AttemptRow) {
  const used = attempt.hints_used ?? {};
  const hints = Object.fromEntries(attempt.items.filter((item) => (used[item.id] ?? 0) > 0).map((item) => [item.id, hintsOf(item).slice(0, used[item.id])]));
  return { hints_used: used, hints, confidence: attempt.confidence ?? {} };
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * Each item's score in a review, as the grading hook scores it (a person's
 * score when there is one; `correct` null while one is awaited, its score
 * then unknown), before any late penalty. Only with the score and the
 * responses both visible: a result tells both.
 */
export function itemResults(config: AssessmentConfig, attempt: AttemptRow) {
  const { items, responses } = attemptOnPath(config, attempt);
  const scored = scoreAttempt(
    { session_id: attempt.id, submitted_at: new Date(attempt.submitted_at ?? 0).toISOString(), items, responses, manual_scores: attempt.manual_scores },
    { accentScoring: config.accent_scoring, dueDate: null, policy: null },
  );
  return Object.fromEntries(scored.items.map((item) => [item.id, { score: item.correct === null ? null : cents(item.score), max_score: item.max, correct: item.correct }]));
}

/** What a review (GET review/) adds: the try-again attempts used per item, and each item's result when it may show. */
export function reviewPractice(config: AssessmentConfig, attempt: AttemptRow, visible: ReviewVisibility) {
  return {
    retries: attempt.retries ?? {},
    ...(visible.score && visible.responses ? { results: itemResults(config, attempt) } : {}),
  };
}
