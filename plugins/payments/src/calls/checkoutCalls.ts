import { defineCall, Type } from '@lms/sdk/calls';
import { checkoutSchema, confirmSchema } from '../schemas/paymentSchemas.ts';
import { CheckoutAnswerSchema, ConfirmAnswerSchema } from '../schemas/paymentTypes.ts';

/** Part 1 §4 purchase flow, payment by card (Stripe Checkout). */

export const startCheckout = defineCall({
  method: 'POST',
  path: 'checkout/:id',
  summary: "Opens a Stripe Checkout session for a bundle or paid course; answers its id and Stripe's payment page address.",
  body: checkoutSchema,
  answer: CheckoutAnswerSchema,
});

export const confirmPayment = defineCall({
  method: 'POST',
  path: 'payment/confirm/',
  summary: "The buyer's own checkout after Stripe: records the purchase once Stripe says it is paid.",
  body: confirmSchema,
  answer: ConfirmAnswerSchema,
});

/** Stripe's call, not a screen's: the route reads the signed bytes itself (`streamBody`). */
export const stripeWebhook = defineCall({
  method: 'POST',
  path: 'payments/stripe_webhook',
  summary: 'Stripe events (signed): a paid checkout session records its purchase; other events are ignored.',
  answer: Type.Object({ received: Type.Boolean() }),
});
