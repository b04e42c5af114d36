import type { CodeAnswer } from '../../schemas/paymentTypes.ts';
import { CODE_REDEEMED } from '../screenMessages.ts';

const OPEN_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/**
 * Part 1 §4 "Access-code redemption": access is granted at once unless the
 * course opens later (open_date), and the notification says which.
 */
export function redemptionNotice(answer: CodeAnswer): string {
  if (!answer.open_date) return CODE_REDEEMED;
  return `Your access code has been redeemed. Your access starts on ${OPEN_DATE.format(new Date(answer.open_date))}.`;
}

/** Where a redeemed code leads: its course when it opens one, else the course list. */
export function redemptionDestination(answer: CodeAnswer): string {
  return answer.courses.length === 1 ? `/${answer.courses[0]}` : '/list';
}
