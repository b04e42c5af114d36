import { defineRoute, jsonSchema } from '@lms/sdk';
import { checkoutSchema, confirmSchema, type CheckoutBody, type ConfirmBody } from '../schemas/paymentSchemas.ts';
import { readRawBody, WEBHOOK_BODY_LIMIT } from './rawBody.ts';
import { checkoutsRef, gatewayRef } from './services.ts';

export const checkoutRoute = defineRoute({
  method: 'POST',
  path: 'checkout/:id',
  permission: 'user',
  summary: "Opens a Stripe Checkout session for a bundle or paid course; answers its id and Stripe's payment page address.",
  body: jsonSchema<CheckoutBody>(checkoutSchema),
  deps: { checkouts: checkoutsRef },
  handler: ({ params, body, user, origin, deps }) => deps.checkouts.open(params.id!, user!, body.location, origin),
});

export const confirmRoute = defineRoute({
  method: 'POST',
  path: 'payment/confirm/',
  permission: 'user',
  summary: "The buyer's own checkout after Stripe: records the purchase once Stripe says it is paid.",
  body: jsonSchema<ConfirmBody>(confirmSchema),
  deps: { checkouts: checkoutsRef },
  handler: ({ body, user, deps }) => deps.checkouts.confirm(body.session_id, user!),
});

export const stripeWebhookRoute = defineRoute({
  method: 'POST',
  path: 'payments/stripe_webhook',
  permission: 'public',
  // Stripe calls it, not a browser: its signature over the exact bytes stands for the CSRF check.
  crossSite: true,
  streamBody: true,
  summary: 'Stripe events (signed): a paid checkout session records its purchase; other events are ignored.',
  deps: { gateway: gatewayRef, checkouts: checkoutsRef },
  async handler({ rawBody, header, deps, log }) {
    const payload = await readRawBody(rawBody!.stream, WEBHOOK_BODY_LIMIT, rawBody!.length);
    const session = await deps.gateway.paidSessionOf(payload, header('stripe-signature'));
    if (session && !(await deps.checkouts.settle(session.id))) log.warn({ session: session.id }, 'Stripe reported a paid session this site did not open');
    return { received: true };
  },
});
