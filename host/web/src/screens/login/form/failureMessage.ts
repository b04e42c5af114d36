import { ApiError } from '@lms/sdk/web';
import { UNKNOWN_ERROR } from '../../../notifications/errorNotice.ts';

/**
 * Part 1 §8: what a form says about a failed call: the server's text, or the
 * fallback ('Unknown error.') when it gave none. A call that never reached the
 * server reads 'Connection error. Try again later.' (the API client's text).
 */
export function failureMessage(error: unknown, fallback: string = UNKNOWN_ERROR): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
