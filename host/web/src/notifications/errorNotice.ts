import { ApiError } from '@lms/sdk/web';

/** Part 1 §8: the text of a 422 in an error notification. */
export const VALIDATION_NOTICE = "We couldn't validate this data. Please make sure all fields are filled out correctly.";
export const UNKNOWN_ERROR = 'Unknown error.';

/**
 * What an error notification says about a failed call: the spec's text for a
 * 422 (screens that show field messages say more themselves), otherwise the
 * server's message.
 */
export function errorNotice(error: unknown): string {
  if (!(error instanceof ApiError)) return UNKNOWN_ERROR;
  if (error.status === 422) return VALIDATION_NOTICE;
  return error.message || UNKNOWN_ERROR;
}

/** `not-logged` answers are handled by the global rule (off to log in); screens stay quiet about them. */
export function isSessionLoss(error: unknown): boolean {
  return error instanceof ApiError && error.errno === 'not-logged';
}
