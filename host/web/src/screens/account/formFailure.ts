import { ApiError } from '@lms/sdk/web';
import { UNKNOWN_ERROR } from '../../notifications/errorNotice.ts';

/** Part 1 §8: a call that never reached the server. */
export const CONNECTION_ERROR = 'Connection error. Please try again later.';

/** What an account form says about a failed save that no field takes: the server's text, the connection message, or 'Unknown error.'. */
export function accountFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return UNKNOWN_ERROR;
  if (error.status === 0) return CONNECTION_ERROR;
  return error.message || UNKNOWN_ERROR;
}
