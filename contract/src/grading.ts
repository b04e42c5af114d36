import type { Knex } from 'knex';
import type { DepsMap, ResolvedDeps } from './serviceRef.ts';
import type { LatePolicy } from './grading/latePenalty.ts';
/** What a grading hook receives and returns, and what the ledger stores. */
export interface SubmissionInput {
  activityId: string;
  userId: string;
  /** Plugin-defined data needed to score (and later rescore) the attempt. */
  submission: unknown;
}

export interface ScoreResult {
  score: number;
  maxScore: number;
  /** True when a person still has to grade part of it; the score so far is provisional. */
  needsManualGrading?: boolean;
  /**
   * Set when the attempt was late: `score` is then after the deduction, and
   * the ledger keeps this as the attempt's `policy_applied` (raw_score,
   * percent, lateness_seconds, policy) for the gradebook's explanation.
   */
  late?: LateScore;
}

/** How a late attempt's score was made: the score before the deduction, the percentage deducted, how late, under which policy. */
export interface LateScore {
  rawScore: number;
  /** Percentage deducted, 0 to 100 (0 when late work carries no automatic deduction). */
  percent: number;
  latenessSeconds: number;
  policy: LatePolicy;
}

export type AttemptStatus = 'submitted' | 'needs_grading' | 'graded';

/**
 * An instructor's decision on a late attempt (part 2 §3 Grade, part 3 §3
 * Entry `overdue_accepted`; the late work manager): accepted without the late
 * policy, or with the activity's (or the student's own) policy applied to the
 * score before any deduction, even when none was applied at submission.
 */
export const LATE_DECISIONS = ['overdue_accepted', 'apply_policy'] as const;
export type LateDecision = (typeof LATE_DECISIONS)[number];

export interface LedgerAttempt {
  id: string;
  activityId: string;
  courseId: string;
  userId: string;
  status: AttemptStatus;
  score: number | null;
  maxScore: number | null;
  submission: unknown;
  submittedAt: Date;
  gradedAt: Date | null;
  /** The grading hook says a person still has to grade part of it. */
  needsManualGrading: boolean;
  /** The score before its first change (a person's grading, a rescore); null while never changed. */
  originalScore: number | null;
}

export interface ScoreContext<C, D extends DepsMap = DepsMap> {
  config: C;
  activityId: string;
  userId: string;
  submission: unknown;
  /**
   * The database to read through: the caller's transaction when the ledger
   * write joined one (on PGlite a read on the root connection would wait for
   * that transaction forever), else the kernel's.
   */
  db: Knex;
  /** The component type's `deps`, resolved from its plugin's container. */
  deps: ResolvedDeps<D>;
}

/** A component type's part in grading: score an attempt, say what counts as submitted. */
export interface GradingHooks<C, D extends DepsMap = DepsMap> {
  score(context: ScoreContext<C, D>): ScoreResult | Promise<ScoreResult>;
  /** Whether an attempt counts as submitted for "student submitted" flags. Default: every recorded attempt. */
  submitted?(attempt: LedgerAttempt): boolean;
}
