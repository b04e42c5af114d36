import Stripe from 'stripe';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
import paymentsPlugin from '../../src/server/index.ts';
import { FakeStripe } from '../../src/testing/fakeStripe.ts';

export const SECRET_KEY = 'sk_test_fake_secret';
export const PUBLISHABLE_KEY = 'pk_test_fake_publishable';
export const WEBHOOK_SECRET = 'whsec_test_fake_webhook';

// The tests say which keys the site has; the machine's environment must not decide it for them.
for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']) delete process.env[name];

export interface PaymentsBed {
  tk: TestKernel;
  stripe: FakeStripe;
  close(): Promise<void>;
}

/** A kernel with the payments plugin, its Stripe calls going to a local fake; `cardPayments: false` configures no keys. */
export async function startPayments({ cardPayments = true }: { cardPayments?: boolean } = {}): Promise<PaymentsBed> {
  const stripe = new FakeStripe();
  const api = await stripe.start();
  const config = cardPayments
    ? { stripe_secret_key: SECRET_KEY, stripe_publishable_key: PUBLISHABLE_KEY, stripe_webhook_secret: WEBHOOK_SECRET, stripe_api: api }
    : {};
  const tk = await createTestKernel({ plugins: [{ manifest: paymentsPlugin, config }] });
  return {
    tk,
    stripe,
    async close() {
      await tk.close();
      await stripe.close();
    },
  };
}

/** Stripe's event for a finished checkout session. */
export function sessionCompleted(sessionId: string, paymentStatus: 'paid' | 'unpaid' = 'paid', type = 'checkout.session.completed') {
  return {
    id: `evt_${sessionId}_${type}`,
    object: 'event',
    type,
    data: { object: { id: sessionId, object: 'checkout.session', payment_status: paymentStatus } },
  };
}

/** Posts an event the way Stripe does: no cookie, no XSRF token, no Origin; signed with `secret` at the kernel's now minus `ageSeconds`. */
export async function postWebhook(tk: TestKernel, event: object, options: { secret?: string; ageSeconds?: number; signature?: string | null } = {}) {
  const payload = JSON.stringify(event);
  const timestamp = Math.floor(tk.clock.now().getTime() / 1000) - (options.ageSeconds ?? 0);
  const signature =
    options.signature === undefined
      ? Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp })
      : options.signature;
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  if (signature !== null) headers['stripe-signature'] = signature;
  const response = await fetch(`${tk.url}/server/payments/stripe_webhook`, { method: 'POST', headers, body: payload });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
