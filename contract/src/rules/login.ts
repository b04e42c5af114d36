import { EMAIL_MESSAGES, isWellFormedEmail } from './email.ts';
import { FieldErrors, isBlank, type FieldError } from './fieldErrors.ts';

export const LOGIN_MESSAGES = {
  emailMissing: EMAIL_MESSAGES.missing,
  emailInvalid: EMAIL_MESSAGES.invalid,
  passwordMissing: 'Please enter your password',
} as const;

/** Part 1 §5 Login (also the resend-validation form, which needs the password too). */
export function validateLogin({ email, password }: { email: string; password: string }): FieldError[] {
  const errors = new FieldErrors();
  if (isBlank(email)) errors.add('email', LOGIN_MESSAGES.emailMissing);
  else if (!isWellFormedEmail(email)) errors.add('email', LOGIN_MESSAGES.emailInvalid);
  if (password === '') errors.add('password', LOGIN_MESSAGES.passwordMissing);
  return errors.list;
}
