/** Messages of the practice extras (inline check, hints, confidence, try again); the first three are the contract's. */
export const PRACTICE_MESSAGES = {
  checkUnavailable: 'The check answer button is not available now.',
  noMoreHints: 'There are no more hints for this Question.',
  noMoreTries: 'You have used all 5 tries for this Question.',
  /** Ours: confidence is sent to an assessment that does not collect it. */
  confidenceOff: 'This assessment does not ask how sure you are of your answers.',
  /** Ours: try again while the review hides the responses. */
  retryHidden: 'You can try a Question again once the review shows your responses.',
} as const;

/** Part 2 §4, §9: up to 5 try-again attempts per Question in review. */
export const MAX_TRIES = 5;
