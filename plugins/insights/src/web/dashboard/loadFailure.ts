import { ApiError } from '@lms/sdk/web';

/** Part 3 §8 "Dashboard": the load failure message. */
export const DASHBOARD_TIMED_OUT = 'Apologies - looks like we timed out!';

/** The server's error string when it answered one; the timeout apology when nothing (or a gateway timeout) came back. */
export function loadFailureMessage(error: Error): string {
  if (error instanceof ApiError && error.status > 0 && error.status !== 504 && error.message) return error.message;
  return DASHBOARD_TIMED_OUT;
}
