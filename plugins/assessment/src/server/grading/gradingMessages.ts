/** Part 2 §8 messages of grading, regrade and submit-on-behalf, quoted exactly; those marked ours are not the spec's. */
export const GRADING_MESSAGES = {
  /** Part 2 §8 "Regrade": a score out of 0..the item's points, or not a number. */
  scoreRange: 'Failed to save score: Please make sure all scores are numbers between 0 and their respective max scores.',
  /** Part 2 §8 "Regrade": a session that has no answers (or is no attempt of this assessment). */
  noAnswers: 'No answers found',
  /** Part 2 §8 "Assessments": a student's save or submit after a professor submitted the attempt for them. */
  terminated: 'Your instructor terminated your session! Click here to see updated status',
  /** Ours: submit-on-behalf for a student with no attempt in progress. */
  nothingRunning: 'There is no attempt in progress to submit.',
  /** Ours: job_poller asked for a job that is not the caller's or does not exist. */
  jobNotFound: 'Did not find this job.',
  /** Ours: regrade of an item: no Question of the assessment has the target reference. */
  targetNotFound: 'No Question of this assessment has this reference.',
  /** Ours: regrade of an item: the caller has no Question with the copy reference. */
  copyNotFound: 'You have no Question with this reference.',
  /** Ours: regrade of an item with a Question of another type (the responses could not be scored by it). */
  copyType: 'The Question to copy must be of the same type as the one it regrades.',
} as const;
