import Stripe from 'stripe';
import type { Clock, Logger } from '@lms/sdk';
import type { PaymentSettings } from './paymentSettings.ts';
import { paymentErrors } from './paymentErrors.ts';

export interface SessionRequest {
  /** Our checkout id, kept in the session's metadata. */
  checkoutId: string;
  userId: string | null;
  email: string;
  /** What the buyer sees on Stripe's page. */
  title: string;
  /** Cents, above 0. */
  amount: number;
  /** Cents of sales tax, a second line (gifts). */
  tax?: number;
  successUrl: string;
  cancelUrl: string;
}

export interface OpenedSession {
  id: string;
  url: string;
}

/** A checkout session that Stripe says is paid (from a verified webhook or a fresh read). */
export interface SessionState {
  id: string;
  paid: boolean;
}

const PAID_SESSION_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/**
 * The one place that talks to Stripe: Checkout sessions (create, read) and
 * webhook signatures. Any failure of Stripe's API is the spec's connection
 * error; the cause goes to the log, never to the buyer.
 */
export class StripeGateway {
  /** The SDK (null without a secret key); the tax calculator uses it too. */
  readonly client: Stripe | null;

  constructor(
    private readonly settings: PaymentSettings,
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {
    const api = settings.stripeApi;
    this.client = settings.secretKey
      ? new Stripe(settings.secretKey, { ...(api ? { host: api.host, port: api.port, protocol: api.protocol ?? 'https' } : {}), maxNetworkRetries: 1, timeout: 20_000 })
      : null;
  }

  get cardPayments(): boolean {
    return this.client !== null;
  }

  async openSession(request: SessionRequest): Promise<OpenedSession> {
    const session = await this.call('create a checkout session', (stripe) =>
      stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          { quantity: 1, price_data: { currency: this.settings.currency, unit_amount: request.amount, product_data: { name: request.title } } },
          ...(request.tax ? [{ quantity: 1, price_data: { currency: this.settings.currency, unit_amount: request.tax, product_data: { name: 'Sales tax' } } }] : []),
        ],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        ...(request.userId ? { client_reference_id: request.userId } : {}),
        customer_email: request.email,
        metadata: { checkout_id: request.checkoutId },
      }),
    );
    if (!session.url) throw this.failed('create a checkout session', new Error('Stripe answered a session without a url'));
    return { id: session.id, url: session.url };
  }

  async session(sessionId: string): Promise<SessionState> {
    const session = await this.call('read a checkout session', (stripe) => stripe.checkout.sessions.retrieve(sessionId));
    return { id: session.id, paid: session.payment_status === 'paid' };
  }

  /**
   * Refunds `amount` cents of a paid checkout session's payment (a payment row
   * is one course's share of it); the idempotency key makes a retry refund once.
   * Answers Stripe's refund id.
   */
  async refund(sessionId: string, amount: number, idempotencyKey: string): Promise<string> {
    const session = await this.call('read a checkout session', (stripe) => stripe.checkout.sessions.retrieve(sessionId));
    const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    if (!intent) throw this.failed('refund a payment', new Error(`session ${sessionId} has no payment intent`));
    const refund = await this.call('refund a payment', (stripe) => stripe.refunds.create({ payment_intent: intent, amount }, { idempotencyKey }));
    return refund.id;
  }

  /**
   * The checkout session a signed webhook reports paid, or null for any other
   * event. Throws bad-signature unless `signature` signs `payload` with the
   * webhook secret, within Stripe's tolerance of the kernel's now.
   */
  async paidSessionOf(payload: Buffer, signature: string | undefined): Promise<SessionState | null> {
    const secret = this.settings.webhookSecret;
    if (!secret) throw paymentErrors.webhookOff();
    let event: Stripe.Event;
    try {
      // The signature's age is measured against the kernel's clock (milliseconds), like every other "now".
      event = await Stripe.webhooks.constructEventAsync(payload, signature ?? '', secret, undefined, undefined, this.clock.now().getTime());
    } catch {
      throw paymentErrors.badSignature();
    }
    if (!PAID_SESSION_EVENTS.has(event.type)) return null;
    const session = event.data.object as Stripe.Checkout.Session;
    return session.payment_status === 'paid' ? { id: session.id, paid: true } : null;
  }

  private async call<T>(what: string, request: (stripe: Stripe) => Promise<T>): Promise<T> {
    if (!this.client) throw paymentErrors.cardPaymentsOff();
    try {
      return await request(this.client);
    } catch (error) {
      throw this.failed(what, error);
    }
  }

  private failed(what: string, error: unknown) {
    this.log.error({ err: error }, `Stripe: could not ${what}`);
    return paymentErrors.provider();
  }
}
