import type { MessageLabel } from './types.ts';

/** What a cell's label is decided from (the cell code works these out once per cell). */
export interface LabelFacts {
  /** The activity is hidden while it is not open (suppress_until_available). */
  suppressed: boolean;
  /** Its (the student's own) open date is in the future. */
  opensLater: boolean;
  /** Something is recorded in the cell: an attempt, an instructor grade or an excuse. */
  recorded: boolean;
  /** This viewer may not see the recorded score yet (a student, under the activity's score visibility). */
  scoreHidden: boolean;
  /** An attempt waits for a person to grade it and no instructor grade replaces it. */
  pending: boolean;
  /** The score that counts was marked down by the late policy and no instructor grade replaces it. */
  lateDeducted: boolean;
  /** An instructor settled the cell (a grade or an excuse): more attempts change nothing. */
  settled: boolean;
  /** Unlimited attempts, or fewer made than allowed. */
  attemptsRemain: boolean;
  /** The close date has passed. */
  closed: boolean;
  /** The due date (or, without one, the close date) has passed. */
  pastDue: boolean;
  hasDueDate: boolean;
}

/**
 * The one function that labels a cell (part 3 §4 "Gradebook message labels").
 * The first row that matches wins:
 *
 * | # | when                                                        | label                      |
 * |---|-------------------------------------------------------------|----------------------------|
 * | 1 | opens later, nothing recorded, suppress_until_available     | Not Available              |
 * | 2 | opens later, nothing recorded                               | Available Later            |
 * | 3 | recorded, but this student may not see the score yet        | Cached                     |
 * | 4 | an attempt needs grading, no instructor grade               | Pending                    |
 * | 5 | the counted score was marked down late, no instructor grade | Late work auto-deduction   |
 * | 6 | attempted, not settled, attempts remain, not closed         | Still More Attempts        |
 * | 7 | recorded                                                    | Done                       |
 * | 8 | nothing recorded, past due                                  | Overdue                    |
 * | 9 | nothing recorded, open, a due date ahead                    | Due                        |
 * | 10| nothing recorded, open, no due date                         | Upcoming                   |
 *
 * Why this order: what the viewer may not know comes first (a hidden activity,
 * a hidden score: rows 1-3 reveal nothing about the work), then what makes the
 * number provisional or not the raw score (4, 5), then what the student can
 * still do (6), then the plain states. "Cached" is the label of a score the
 * ledger holds but the student may not see yet (see docs/architecture.md
 * "Gradebook engine"): our gradebook reads the ledger on every request, so no
 * cell is ever served from a stale copy, and the only score a viewer is shown
 * "from the cache" rather than live is one held back by its visibility.
 */
export function messageLabel(facts: LabelFacts): MessageLabel {
  if (facts.opensLater && !facts.recorded) return facts.suppressed ? 'Not Available' : 'Available Later';
  if (facts.recorded && facts.scoreHidden) return 'Cached';
  if (facts.pending) return 'Pending';
  if (facts.lateDeducted) return 'Late work auto-deduction';
  if (facts.recorded) return !facts.settled && facts.attemptsRemain && !facts.closed ? 'Still More Attempts' : 'Done';
  if (facts.pastDue) return 'Overdue';
  return facts.hasDueDate ? 'Due' : 'Upcoming';
}
