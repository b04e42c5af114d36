import { ApiError } from '@lms/sdk/web';

/** Part 1 §8 "Reset failure", and what the screen says around it. */
export const CHANGE_PASSWORD_MESSAGES = {
  changed: 'Your password has been changed. You can now log in with your new password.',
  connection: 'Connection problem. Please, try again later.',
  failed: 'An error occured. Please, try again later.',
  /** Shown when the server gives no text for `reset-invalid`. */
  linkInvalid: 'This password reset link is not valid any more.',
} as const;

/** The server's answer when the password was changed (part 1 §7). */
export const PASSWORD_CHANGED_STATUS = 'password has been changed';

/** What the reset form says about a failed `changepassword/` call that no field takes (the link's refusal is the screen's). */
export function resetFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 0) return CHANGE_PASSWORD_MESSAGES.connection;
  return CHANGE_PASSWORD_MESSAGES.failed;
}

/** The refusal of a reset link that is not valid any more, with its message; undefined for any other failure. */
export function linkRefusal(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.errno !== 'reset-invalid') return undefined;
  return error.message || CHANGE_PASSWORD_MESSAGES.linkInvalid;
}
