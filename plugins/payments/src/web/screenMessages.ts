import { ApiError } from '@lms/sdk/web';
import { PAYMENT_MESSAGES } from '../schemas/paymentMessages.ts';

/** The screens' own messages; those the server also answers come from PAYMENT_MESSAGES. */

/** Part 1 §8 "Login, registration and account" success messages, word for word. */
export const CODE_REDEEMED = 'Thank you! Your access code has been redeemed.';
/** Part 1 §5 "Access or payment code". */
export const TERMS_REQUIRED = 'You have to accept the Terms and Conditions.';
/** Part 1 §1, in plain words, beside the label bundle's refund_policy page. */
export const REFUND_POLICY = 'Refund policy: within seven days of purchase you get a full refund if you have viewed less than 50% of a course.';

export const paymentFailure = (status: number) => `Payment failure (status = ${status}). Please enter payment data again.`;

/**
 * What a failed payment call says: the server's own text when it sent one,
 * the spec's connection message when it was not reached, and its payment
 * failure (with the HTTP status) when something between answered without one.
 */
export function paymentErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return PAYMENT_MESSAGES.providerError;
  if (error.errno === 'unknown') return paymentFailure(error.status);
  return error.message;
}
