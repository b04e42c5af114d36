import { EMAIL_MESSAGES, isBlank, isWellFormedEmail } from '@lms/contract/rules';

/** Part 1 §8: the recovery screen's messages. */
export const RECOVERY_MESSAGES = {
  /** The same whether or not an account exists, so the form does not tell who has one. */
  sent: 'If an account exists for that email, an email with a link to reset the password will be sent to it shortly.',
  failure: 'Connection problem occured. Try again later.',
} as const;

/** Part 1 §5 Login's email rule, the only field of the form. */
export function recoveryEmailError(email: string): string | undefined {
  if (isBlank(email)) return EMAIL_MESSAGES.missing;
  if (!isWellFormedEmail(email)) return EMAIL_MESSAGES.invalid;
  return undefined;
}
