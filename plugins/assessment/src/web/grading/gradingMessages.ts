/** The spec's grading messages, quoted exactly: part 2 §8 "Regrade", part 3 §8 "Gradebook" and "Drilldown and grading". */
export const GRADING_MESSAGES = {
  scoreRange: 'Failed to save score: Please make sure all scores are numbers between 0 and their respective max scores.',
  noScoreChanged: 'No score changed',
  /** `{server text}` is the server's error. */
  saveFailed: (serverText: string) => `Failed to save scores. ${serverText}`,
  noAnswers: 'No answers found',
  scoresCaptured: 'Scores captured. Click Reload in the gradebook to see them.',
  scoresCapturedSlow: 'Scores captured. It is taking a little longer for the gradebook to update but we have the data. No need to wait on this screen.',
  overrideSaved: 'Student override saved.',
  submittedWaiting: 'Submitted successfully -- but still waiting for scoring',
  pollTimedOut: 'Timed out obtaining data. Please try again later.',
  noSubmissions: 'No submissions found',
} as const;

/** Ours, where the spec shows a result without words for it. */
export const GRADING_OWN_MESSAGES = {
  submitted: (score: string) => `Submitted successfully. Score: ${score}`,
  submitFailed: 'The submission could not be made. Please try again later.',
  regraded: (changed: number) => (changed === 1 ? 'Regraded 1 attempt.' : `Regraded ${changed} attempts.`),
} as const;
