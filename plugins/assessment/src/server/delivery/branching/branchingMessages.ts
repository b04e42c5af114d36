/** Ours: the spec names the branching quiz's next steps but no message of taking one. */
export const BRANCHING_MESSAGES = {
  /** attempt/next/ at an assessment that is not a branching quiz. */
  notBranching: 'This assessment is not a branching quiz.',
  /** attempt/next/ from an item other than the one the taker is on (there is no going back). */
  notCurrent: 'You can only go on from the Question you are on.',
} as const;
