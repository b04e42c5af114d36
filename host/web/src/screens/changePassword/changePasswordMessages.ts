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

export type ResetFailure =
  | { kind: 'fields'; password1?: string; password2?: string; form?: string }
  | { kind: 'link-invalid'; message: string }
  | { kind: 'form'; message: string };

/** What the reset form shows for a failed `changepassword/` call. */
export function resetFailure(error: unknown): ResetFailure {
  if (!(error instanceof ApiError)) return { kind: 'form', message: CHANGE_PASSWORD_MESSAGES.failed };
  if (error.errno === 'reset-invalid') return { kind: 'link-invalid', message: error.message || CHANGE_PASSWORD_MESSAGES.linkInvalid };
  if (error.fields.length > 0) {
    const password1 = error.fieldMessage('password1');
    const password2 = error.fieldMessage('password2');
    return { kind: 'fields', password1, password2, form: password1 || password2 ? undefined : error.message };
  }
  if (error.status === 0) return { kind: 'form', message: CHANGE_PASSWORD_MESSAGES.connection };
  return { kind: 'form', message: CHANGE_PASSWORD_MESSAGES.failed };
}
