import { MAX_CODES_PER_REQUEST, PAYMENT_MESSAGES } from './paymentMessages.ts';

/** Part 3 §5: how many codes one request makes, as typed: an integer from 1 to 10,000 ('1,000' allowed), else null. */
export function codeCount(typed: string): number | null {
  const text = typed.trim().replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^\d+$/.test(text)) return null;
  const count = Number(text);
  return count >= 1 && count <= MAX_CODES_PER_REQUEST ? count : null;
}

/** The form's rule: 'Please enter an integer between 1 and 10,000' at the count. */
export function codeCountProblems(values: { count: string }): { field: string; message: string }[] {
  return codeCount(values.count) === null ? [{ field: 'count', message: PAYMENT_MESSAGES.codeCount }] : [];
}
