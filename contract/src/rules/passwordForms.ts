import { isStrongPassword, PASSWORD_RULE_MESSAGE } from './passwords.ts';
import { FieldErrors, type FieldError } from './fieldErrors.ts';

export const RESET_MESSAGES = {
  empty: 'You must enter a password',
  mismatch: 'Please enter the same password twice.',
} as const;

export const PASSWORD_CHANGE_MESSAGES = {
  mismatch: 'Passwords do not match.',
  incorrect: 'Incorrect password',
  currentMissing: 'Please enter your password',
} as const;

/** Part 1 §5 Reset: the /changepassword/{resetId} form. */
export function validatePasswordReset({ password1, password2 }: { password1: string; password2: string }): FieldError[] {
  const errors = new FieldErrors();
  if (password1 === '' && password2 === '') errors.add('password1', RESET_MESSAGES.empty);
  else if (password1 !== password2) errors.add('password2', RESET_MESSAGES.mismatch);
  else if (!isStrongPassword(password1)) errors.add('password1', PASSWORD_RULE_MESSAGE);
  return errors.list;
}

/**
 * Part 1 §5 Password change on the account screen. `confirmation` is checked
 * in the form only (the call carries the new password once).
 */
export function validatePasswordChange(input: { current_password: string; new_password: string; confirmation?: string }): FieldError[] {
  const errors = new FieldErrors();
  if (input.current_password === '') errors.add('current_password', PASSWORD_CHANGE_MESSAGES.currentMissing);
  if (input.confirmation !== undefined && input.confirmation !== input.new_password) errors.add('confirmation', PASSWORD_CHANGE_MESSAGES.mismatch);
  if (!isStrongPassword(input.new_password)) errors.add('new_password', PASSWORD_RULE_MESSAGE);
  return errors.list;
}
