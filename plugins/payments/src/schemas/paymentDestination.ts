import { isSitePath } from '@lms/sdk/rules';

/**
 * The in-app path a /paymentsuccess/{location} leads to (part 1 §2: "a + in the
 * location means /"): '+courses' and 'courses' are both /courses, '+' alone is
 * the root. Null when that is not a path of this site ('++evil.example' would be
 * //evil.example, another site): the checkout refuses it, the success screen goes to the root.
 */
export function paymentDestination(location: string): string | null {
  const path = location.replaceAll('+', '/');
  const absolute = path.startsWith('/') ? path : `/${path}`;
  return isSitePath(absolute) ? absolute : null;
}

/** The {location} segment Stripe comes back to for an in-app path given with slashes or pluses. */
export function paymentLocationSegment(location: string): string {
  return location.replace(/\//g, '+') || '+';
}
