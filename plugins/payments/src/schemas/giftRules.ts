import { PAYMENT_MESSAGES } from './paymentMessages.ts';

/** Part 1 §5 "Gift": what the gift form checks before it computes the tax and pays (the server checks the same). */
export interface GiftPeople {
  recipient_email: string;
  recipient_name: string;
  email: string;
  name: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (text: string) => text.length <= 254 && EMAIL.test(text.trim());

export function giftProblems(people: GiftPeople): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  for (const field of ['recipient_email', 'email'] as const) if (!isEmail(people[field])) problems.push({ field, message: PAYMENT_MESSAGES.badEmail });
  for (const field of ['recipient_name', 'name'] as const) if (!people[field].trim()) problems.push({ field, message: PAYMENT_MESSAGES.bothNames });
  return problems;
}

/** Part 1 §5: a billing zip longer than 4 characters triggers the tax calculation (when tax collection is on). */
export const zipTriggersTax = (zip: string) => zip.trim().length > 4;
