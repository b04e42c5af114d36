import { coreServices, defineRoute } from '@lms/sdk';
import { checkAccount } from '../calls/accountCalls.ts';
import { isEmail } from '../schemas/giftRules.ts';
import { PAYMENT_MESSAGES } from '../schemas/paymentMessages.ts';
import { paymentErrors } from './paymentErrors.ts';
import { resolverRef } from './services.ts';

/**
 * Part 1 §7 `account/check`, the purchase flow's step 1: ok goes on to pay
 * (the logged-in buyer: visitor_id is theirs; or a new email, which registers
 * first); warning says why not (the email has an account: log in; or the
 * caller is logged in as someone else). Passwords are never checked here:
 * logging in is the login call's, with its throttling.
 */
export const checkAccountRoute = defineRoute(checkAccount, {
  permission: 'public',
  deps: { resolver: resolverRef, people: coreServices.people },
  async handler({ body, user, deps }) {
    if (!isEmail(body.email)) throw paymentErrors.giftPeople([{ field: 'email', message: PAYMENT_MESSAGES.badEmail }]);
    await deps.resolver.resolve(body.bundle);
    const email = body.email.trim().toLowerCase();
    if (user) {
      return user.email.toLowerCase() === email ? { status: 'ok' as const, visitor_id: user.id } : { status: 'warning' as const, visitor_id: user.id, message: PAYMENT_MESSAGES.otherAccount };
    }
    const existing = await deps.people.byEmail(email);
    return existing ? { status: 'warning' as const, visitor_id: null, message: PAYMENT_MESSAGES.accountExists } : { status: 'ok' as const, visitor_id: null };
  },
});
