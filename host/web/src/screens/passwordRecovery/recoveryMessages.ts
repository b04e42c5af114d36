import { ApiError } from '@lms/sdk/web';
import { EMAIL_MESSAGES, isBlank, isWellFormedEmail, type FieldError } from '@lms/contract/rules';

/** Part 1 §8: the recovery screen's messages. */
export const RECOVERY_MESSAGES = {
  /** The same whether or not an account exists, so the form does not tell who has one. */
  sent: 'If an account exists for that email, an email with a link to reset the password will be sent to it shortly.',
  failure: 'Connection problem occured. Try again later.',
} as const;

/** Part 1 §5 Login's email rule, the only field of the form. */
function recoveryEmailError(email: string): string | undefined {
  if (isBlank(email)) return EMAIL_MESSAGES.missing;
  if (!isWellFormedEmail(email)) return EMAIL_MESSAGES.invalid;
  return undefined;
}

/** The rule of the recovery forms (the login card's and the /passwordrecovery screen's), for the kit's form. */
export function recoveryRules({ email }: { email: string }): FieldError[] {
  const problem = recoveryEmailError(email);
  return problem ? [{ field: 'email', message: problem }] : [];
}

/** What a failed recovery call says when no field takes it: the throttle's own text, else the connection message. */
export function recoveryFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.errno === 'too-many-attempts' ? error.message : RECOVERY_MESSAGES.failure;
}
