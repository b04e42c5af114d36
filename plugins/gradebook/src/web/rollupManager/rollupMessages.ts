import { ApiError } from '@lms/sdk/web';

/** Part 3 §8 "Rollup", word for word. */
export const ROLLUP_MESSAGES = {
  loadFailed: 'Failed to load grouping or activity data. Please try again later.',
  saved: 'New grouping saved.',
  saveFailed: 'Failed to save the new grouping.',
} as const;

/** 'Failed to save the new grouping (…).' with the server's error inside, or the plain message when the server gave none. */
export function saveFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.message) return `Failed to save the new grouping (${error.message}).`;
  return ROLLUP_MESSAGES.saveFailed;
}
