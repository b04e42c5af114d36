import { latenessSeconds, penaltyPercent, penaltyPeriod, DAY, HOUR } from '../rules.ts';
import type { StepRecorder } from './explanationSteps.ts';
import { divideRounded, round2, toCents } from './rounding.ts';
import type { GradebookAttempt, LatePolicy, ScoringMethod } from './types.ts';

/** The attempt a cell's score comes from, by the activity's scoring method. */
export interface CountedAttempt {
  /** Index in the attempts of the counted attempt (for 'average' the newest averaged one); -1 when none has a score. */
  index: number;
  /** After any late deduction; null when no attempt has a score. */
  score: number | null;
  /** The counted score was marked down by the late policy. */
  lateDeducted: boolean;
  /** An attempt waits for a person to grade it. */
  needsGrading: boolean;
  /** An attempt was submitted after the due date. */
  containsOverdue: boolean;
  /** The counted attempt (for 'average', an averaged one) was accepted without the late policy by an instructor. */
  accepted: boolean;
}

/** The score before any late deduction: what the ledger kept before deducting, else the recorded score. */
export const rawScoreOf = (attempt: GradebookAttempt): number | null => attempt.late?.rawScore ?? attempt.score;

/**
 * `raw` under a late policy for this lateness: the kernel's late-penalty rule
 * (`latePenalty`: score x (100 - penaltyPercent) / 100, the percent from the
 * kernel's `penaltyPercent`), computed in hundredths so it rounds as `numeric`
 * does (8.45 at 10% off is 7.61, where the binary product gives 7.6049...).
 */
export function deducted(raw: number, policy: LatePolicy, seconds: number): number {
  return divideRounded(toCents(raw) * toCents(100 - penaltyPercent(policy, seconds)), 10_000) / 100;
}

/**
 * The policy a late attempt is marked down with now, or null for none: the
 * student's schedule now (their own due date and policy, which an instructor
 * may have changed since it was graded); the policy the ledger applied stands
 * when the activity has none now. An instructor's 'overdue_accepted' takes
 * every deduction away; 'apply_policy' applies the policy to the raw score
 * even when none was applied at submission.
 */
function policyNow(attempt: GradebookAttempt, policy: LatePolicy | null): LatePolicy | null {
  if (attempt.lateDecision === 'overdue_accepted') return null;
  if (attempt.late === null && attempt.lateDecision !== 'apply_policy') return null;
  return policy ?? attempt.late?.policy ?? null;
}

/**
 * The score an attempt counts with, or null when it cannot count: only
 * 'graded' and 'needs_grading' attempts do ('submitted' ones are still being scored).
 */
export function scoreOf(attempt: GradebookAttempt, dueDate: Date | null, policy: LatePolicy | null): number | null {
  if (attempt.status === 'submitted') return null;
  const raw = rawScoreOf(attempt);
  const applied = policyNow(attempt, policy);
  if (raw === null) return null;
  if (applied === null) return attempt.lateDecision === null ? attempt.score : raw;
  return deducted(raw, applied, latenessSeconds(attempt.submittedAt, dueDate));
}

const PERIOD_NAMES: Record<number, string> = { [HOUR]: 'hour', [DAY]: 'day' };

function recordLate(steps: NonNullable<StepRecorder>, attempt: GradebookAttempt, dueDate: Date | null, policy: LatePolicy | null, raw: number, score: number): void {
  if (attempt.lateDecision === 'overdue_accepted') {
    steps.push({ kind: 'late_accepted', label: 'Late work accepted by the instructor without the late policy' });
    return;
  }
  const applied = policyNow(attempt, policy);
  if (applied === null || score === raw) return;
  const seconds = latenessSeconds(attempt.submittedAt, dueDate);
  steps.push({
    kind: 'late',
    label: attempt.lateDecision === 'apply_policy' ? 'Late policy applied by the instructor' : 'Late work auto-deduction',
    score: (toCents(score) - toCents(raw)) / 100,
    note: `${penaltyPercent(applied, seconds)}% off for ${round2(seconds / 3600)} hours late (${applied.penalty}% per ${PERIOD_NAMES[penaltyPeriod(applied.per)] ?? 'week'}, at most ${applied.max}%)`,
  });
}

/**
 * Picks the counting attempt among the scored ones (oldest first): 'highest'
 * (the earliest of equal highs), 'latest', 'first', or 'average' of all of
 * them. One pass over the attempts, no sorting; steps only when recorded.
 */
export function countingAttempt(
  attempts: readonly GradebookAttempt[],
  method: ScoringMethod,
  dueDate: Date | null,
  policy: LatePolicy | null,
  steps: StepRecorder,
): CountedAttempt {
  const dueMs = dueDate === null ? Infinity : dueDate.getTime();
  let index = -1;
  let score: number | null = null;
  let scored = 0;
  let sumCents = 0;
  let anyDeducted = false;
  let anyAccepted = false;
  let needsGrading = false;
  let containsOverdue = false;
  for (let i = 0; i < attempts.length; i++) {
    const attempt = attempts[i]!;
    if (attempt.submittedAt.getTime() > dueMs) containsOverdue = true;
    if (attempt.status === 'needs_grading') needsGrading = true;
    const attemptScore = scoreOf(attempt, dueDate, policy);
    if (attemptScore === null) continue;
    scored++;
    sumCents += toCents(attemptScore);
    if (attemptScore < (rawScoreOf(attempt) ?? attemptScore)) anyDeducted = true;
    if (attempt.lateDecision === 'overdue_accepted') anyAccepted = true;
    const takesOver = score === null || method === 'latest' || method === 'average' || (method === 'highest' && attemptScore > score);
    if (takesOver) {
      index = i;
      score = attemptScore;
    }
  }
  if (method === 'average' && scored > 0) score = divideRounded(sumCents, scored) / 100;
  const counted = attempts[index];
  const countedRaw = counted === undefined ? null : rawScoreOf(counted);
  const lateDeducted = method === 'average' ? anyDeducted : countedRaw !== null && score !== null && score < countedRaw;
  const accepted = method === 'average' ? anyAccepted : counted?.lateDecision === 'overdue_accepted';
  if (steps !== null) recordAttempts(steps, attempts, method, dueDate, policy, index, score, scored);
  return { index, score, lateDeducted, needsGrading, containsOverdue, accepted };
}

function recordAttempts(
  steps: NonNullable<StepRecorder>,
  attempts: readonly GradebookAttempt[],
  method: ScoringMethod,
  dueDate: Date | null,
  policy: LatePolicy | null,
  index: number,
  score: number | null,
  scored: number,
): void {
  const counted = attempts[index];
  if (counted === undefined || score === null) {
    steps.push({ kind: 'no_score', label: attempts.length === 0 ? 'No attempt recorded' : 'Attempt recorded, not scored yet' });
    return;
  }
  if (method !== 'average') {
    const raw = rawScoreOf(counted) ?? score;
    steps.push({ kind: 'attempt', label: `Attempt ${index + 1} of ${attempts.length} counts (${method})`, score: raw, ...maxOf(counted) });
    recordLate(steps, counted, dueDate, policy, raw, score);
    return;
  }
  attempts.forEach((attempt, i) => {
    const attemptScore = scoreOf(attempt, dueDate, policy);
    if (attemptScore === null) return;
    const raw = rawScoreOf(attempt);
    const late = raw !== null && attemptScore !== raw ? ` (late: ${raw} before the deduction)` : attempt.lateDecision === 'overdue_accepted' ? ' (late, accepted without the policy)' : '';
    steps.push({ kind: 'attempt', label: `Attempt ${i + 1}: ${attemptScore}${late}`, note: 'averaged' });
  });
  steps.push({ kind: 'average', label: `Average of ${scored} attempts`, score, ...maxOf(counted) });
}

function maxOf(attempt: GradebookAttempt): { max?: number } {
  return attempt.maxScore === null ? {} : { max: attempt.maxScore };
}
