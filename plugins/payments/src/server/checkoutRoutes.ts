import { defineRoute } from '@lms/sdk';
import { confirmPayment, startCheckout, stripeWebhook } from '../calls/checkoutCalls.ts';
import { readRawBody, WEBHOOK_BODY_LIMIT } from './rawBody.ts';
import { checkoutsRef, gatewayRef, giftsRef } from './services.ts';

export const checkoutRoute = defineRoute(startCheckout, {
  permission: 'user',
  deps: { checkouts: checkoutsRef },
  handler: ({ params, body, user, origin, deps }) => deps.checkouts.open(params.id, user!, body.location, origin),
});

export const confirmRoute = defineRoute(confirmPayment, {
  permission: 'user',
  deps: { checkouts: checkoutsRef },
  handler: ({ body, user, deps }) => deps.checkouts.confirm(body.session_id, user!),
});

export const stripeWebhookRoute = defineRoute(stripeWebhook, {
  permission: 'public',
  // Stripe calls it, not a browser: its signature over the exact bytes stands for the CSRF check.
  crossSite: true,
  streamBody: true,
  deps: { gateway: gatewayRef, checkouts: checkoutsRef, gifts: giftsRef },
  async handler({ rawBody, header, origin, deps, log }) {
    const payload = await readRawBody(rawBody!.stream, WEBHOOK_BODY_LIMIT, rawBody!.length);
    const session = await deps.gateway.paidSessionOf(payload, header('stripe-signature'));
    // A paid session is a course purchase or a gift.
    if (session && !(await deps.checkouts.settle(session.id)) && !(await deps.gifts.settle(session.id, origin))) {
      log.warn({ session: session.id }, 'Stripe reported a paid session this site did not open');
    }
    return { received: true };
  },
});
