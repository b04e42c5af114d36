import { ApiError } from '@lms/sdk/web';

/** What POST login/ answers besides the session user (docs/api.md "Session and login"). */
export interface LoginAnswer {
  status: string;
  /** Where to go next: /{course} after enrolling in the default course, else /list. */
  to?: string;
  /** Set when the default course could not be joined (no-course, enrollment_locked, invite_only). */
  course_errno?: string;
  course_error?: string;
}

/** Part 1 §4: the right password for an account whose email is not validated yet. */
export function isUnverified(error: unknown): boolean {
  return error instanceof ApiError && error.errno === 'user-unverified';
}
