import { paymentDestination } from '../schemas/paymentDestination.ts';

/**
 * Where a card payment leads once paid. Stripe comes back to
 * /paymentsuccess/{location}, one path segment, so the in-app path travels
 * without its leading slash and with '+' for every '/' (part 1 §2: "a + in
 * the location means /").
 */

/** A one-course bundle opens its course; several courses go back to the list ('+', the root). */
export function checkoutLocation(courseIds: readonly string[]): string {
  return courseIds.length === 1 ? courseIds[0]! : '+';
}

/** Where the Continue link of /paymentsuccess/{location} leads: the location's path, or the root when it names another site. */
export function successDestination(location: string): string {
  return paymentDestination(location) ?? '/';
}
