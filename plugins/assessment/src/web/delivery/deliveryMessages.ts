import { ApiError } from '@lms/sdk/web';

/**
 * Part 2 §4 and §8 messages of taking an assessment, quoted exactly. Where the
 * spec elides the rest of a message ('Problem saving the data. ...') the rest
 * is the server's message, or ours when the server was not reached.
 */
export const DELIVERY_WEB_MESSAGES = {
  notLoggedIn: 'You are not logged in. Try logging in again in a new tab and then click the button again.',
  saveProblem: (detail: string) => `Problem saving the data. ${detail}`,
  submitConnection: 'Connection problem on submitting.',
  /** A 409 from save or submit after an instructor submitted for the student. */
  terminated: 'Your instructor terminated your session! Click here to see updated status',
  pleaseWait: 'Please wait while we record and score your submission',
  scoreRecorded: 'Score recorded',
  /** The submission waits for a person (a manually scored Question was answered). */
  waitingForScoring: 'Submitted successfully -- but still waiting for scoring',
  /** The ledger recorded the submission without a score yet. */
  scoreDelayed: 'We successfully recorded your submission. There is, however, a delay in retrieving scores at this time, please check back later',
  scoreFailed: 'Failed to retrieve score [try to reload to see it]',
  priorAttempts: (detail: string) => `Connection problem obtaining prior attempts. ${detail}`,
  /** Ours: the rest of an elided message when the server was not reached. */
  offline: 'Your answers are kept on this page and sent again in a moment.',
  /** Part 2 §9: the time limit warning, at one tenth of the limit. */
  timeWarning: (left: string) => `Only ${left} left: your answers are submitted when the time is up.`,
} as const;

/** An error's message as a taker should read it: the spec's message on 401, the server's otherwise. */
export function takerMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return DELIVERY_WEB_MESSAGES.notLoggedIn;
  if (error instanceof ApiError && error.status !== 0) return error.fields[0]?.message ?? error.message;
  return error instanceof ApiError ? error.message : 'Something went wrong. Try again.';
}

/** The instructor submitted the attempt for the student: save and submit answer 409 with this message. */
export const isTermination = (error: unknown) => error instanceof ApiError && error.status === 409 && error.message === DELIVERY_WEB_MESSAGES.terminated;
