import type { LateDecisionValue } from '../../calls/lateWorkCalls.ts';
import { LATE_WORK_MESSAGES } from '../../calls/lateWorkCalls.ts';

/** A decision the instructor asked for, waiting for their confirmation. */
export interface PendingDecision {
  attemptIds: readonly string[];
  decision: LateDecisionValue;
}

/** What the confirmation asks and says, per decision. */
export function decisionWords(decision: LateDecisionValue, count: number) {
  const what = count === 1 ? 'this late submission' : `these ${count} late submissions`;
  if (decision === 'overdue_accepted') {
    return {
      title: 'Accept without penalty?',
      body: `The full score of ${what} will count in the gradebook, with no late deduction.`,
      confirm: 'Accept without penalty',
      done: LATE_WORK_MESSAGES.accepted(count),
    };
  }
  if (decision === 'apply_policy') {
    return {
      title: 'Apply the late policy?',
      body: `The late policy will be applied to ${what}, even where none was applied when it was submitted.`,
      confirm: 'Apply late policy',
      done: LATE_WORK_MESSAGES.applied(count),
    };
  }
  return {
    title: 'Undo the decision?',
    body: `The gradebook will count ${what} as it did before any decision.`,
    confirm: 'Undo',
    done: LATE_WORK_MESSAGES.undone(count),
  };
}
