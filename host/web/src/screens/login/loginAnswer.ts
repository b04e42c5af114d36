import { ApiError } from '@lms/sdk/web';

/** Part 1 §4: the right password for an account whose email is not validated yet. */
export function isUnverified(error: unknown): boolean {
  return error instanceof ApiError && error.errno === 'user-unverified';
}
