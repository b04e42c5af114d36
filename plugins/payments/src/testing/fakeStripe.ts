import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** A checkout session as the fake keeps it: the form Stripe's SDK sent, and what a later read answers. */
export interface FakeSession {
  id: string;
  /** The create call's form body, decoded (keys as Stripe's SDK encodes them, e.g. line_items[0][price_data][unit_amount]). */
  form: Record<string, string>;
  paymentStatus: 'paid' | 'unpaid';
}

/** A refund as the fake keeps it. */
export interface FakeRefund {
  id: string;
  paymentIntent: string;
  amount: number;
}

/** With it, the fake also serves a checkout page (the browser journeys): paying there signs a webhook to the site, then goes to the success_url. */
export interface HostedCheckout {
  webhookSecret: string;
}

/**
 * A small stand-in for Stripe's API on a local port (the SDK's `host`/`port`/`protocol`):
 * POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id, POST /v1/tax/calculations and POST /v1/refunds
 * (one refund per Idempotency-Key, as Stripe keeps it); with `hosted`,
 * also the checkout page a session's `url` leads to.
 */
export class FakeStripe {
  readonly sessions = new Map<string, FakeSession>();
  /** Stripe Tax's rates here, by 5-digit zip (basis points); any other valid US zip is taxed at 0. */
  readonly taxRates = new Map<string, number>([['10001', 887]]);
  /** The tax calculations asked for, as their decoded forms. */
  readonly taxCalculations: Record<string, string>[] = [];
  /** The refunds made, by idempotency key (or refund id when the call had none). */
  readonly refunds = new Map<string, FakeRefund>();
  /** While set, every call answers Stripe's error shape with this status. */
  failWith: number | null = null;
  private counter = 0;
  private base = '';
  private readonly server: Server = createServer((request, response) => {
    if (this.hosted && request.url?.startsWith('/pay/')) return void this.checkoutPage(request, response);
    void this.answer(request).then(({ status, body }) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    });
  });

  constructor(private readonly hosted: HostedCheckout | null = null) {}

  async start(port = 0): Promise<{ host: string; port: number; protocol: 'http' }> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    const address = { host: '127.0.0.1', port: (this.server.address() as AddressInfo).port, protocol: 'http' as const };
    this.base = `http://${address.host}:${address.port}`;
    return address;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The last session created. */
  last(): FakeSession {
    return [...this.sessions.values()].at(-1)!;
  }

  markPaid(id: string): void {
    this.sessions.get(id)!.paymentStatus = 'paid';
  }

  private async answer(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    let text = '';
    for await (const chunk of request) text += chunk;
    if (this.failWith) return { status: this.failWith, body: { error: { type: 'invalid_request_error', message: 'Fake failure' } } };
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method === 'POST' && url.pathname === '/v1/tax/calculations') return this.taxCalculation(Object.fromEntries(new URLSearchParams(text)));
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      this.counter += 1;
      const id = `cs_test_${this.counter}`;
      const session: FakeSession = { id, form: Object.fromEntries(new URLSearchParams(text)), paymentStatus: 'unpaid' };
      this.sessions.set(id, session);
      return { status: 200, body: this.view(session) };
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') return this.refund(new URLSearchParams(text), request.headers['idempotency-key']);
    const read = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    const session = read && request.method === 'GET' ? this.sessions.get(read[1]!) : undefined;
    if (session) return { status: 200, body: this.view(session) };
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `No such route ${request.method} ${url.pathname}` } } };
  }

  /** Stripe Tax's calculation for one line, tax exclusive; a zip that is no US postal code is Stripe's customer_tax_location_invalid. */
  private taxCalculation(form: Record<string, string>): { status: number; body: unknown } {
    this.taxCalculations.push(form);
    const zip = form['customer_details[address][postal_code]'] ?? '';
    if (!/^\d{5}(-\d{4})?$/.test(zip)) {
      return { status: 400, body: { error: { type: 'invalid_request_error', code: 'customer_tax_location_invalid', message: 'We could not determine the customer tax location.' } } };
    }
    const amount = Number(form['line_items[0][amount]']);
    const tax = Math.round((amount * (this.taxRates.get(zip.slice(0, 5)) ?? 0)) / 10_000);
    this.counter += 1;
    return {
      status: 200,
      body: { id: `taxcalc_test_${this.counter}`, object: 'tax.calculation', amount_total: amount + tax, tax_amount_exclusive: tax, tax_amount_inclusive: 0, currency: form.currency },
    };
  }

  private refund(form: URLSearchParams, key: string | string[] | undefined): { status: number; body: unknown } {
    const intent = form.get('payment_intent') ?? '';
    const session = [...this.sessions.values()].find((one) => `pi_${one.id}` === intent && one.paymentStatus === 'paid');
    if (!session) return { status: 400, body: { error: { type: 'invalid_request_error', message: `No such payment_intent: '${intent}'` } } };
    const known = typeof key === 'string' ? this.refunds.get(key) : undefined;
    if (known) return { status: 200, body: { id: known.id, object: 'refund', payment_intent: known.paymentIntent, amount: known.amount, status: 'succeeded' } };
    const refund: FakeRefund = { id: `re_test_${this.refunds.size + 1}`, paymentIntent: intent, amount: Number(form.get('amount')) };
    this.refunds.set(typeof key === 'string' ? key : refund.id, refund);
    return { status: 200, body: { id: refund.id, object: 'refund', payment_intent: intent, amount: refund.amount, status: 'succeeded' } };
  }

  private view(session: FakeSession) {
    return {
      id: session.id,
      object: 'checkout.session',
      mode: session.form.mode,
      url: this.hosted ? `${this.base}/pay/${session.id}` : `https://checkout.stripe.test/c/pay/${session.id}`,
      payment_status: session.paymentStatus,
      payment_intent: session.paymentStatus === 'paid' ? `pi_${session.id}` : null,
      status: session.paymentStatus === 'paid' ? 'complete' : 'open',
      client_reference_id: session.form.client_reference_id ?? null,
      metadata: { checkout_id: session.form['metadata[checkout_id]'] },
    };
  }

  /** GET shows the amount and a Pay button; POST pays, tells the site by a signed webhook as Stripe does, and returns to the success_url. */
  private async checkoutPage(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const session = this.sessions.get(request.url!.slice('/pay/'.length));
    if (!session) return void response.writeHead(404).end('No such checkout session');
    if (request.method === 'GET') {
      const cents = Object.entries(session.form)
        .filter(([key]) => /^line_items\[\d+\]\[price_data\]\[unit_amount\]$/.test(key))
        .reduce((sum, [, value]) => sum + Number(value), 0);
      const name = session.form['line_items[0][price_data][product_data][name]'] ?? '';
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return void response.end(
        `<!doctype html><html lang="en"><head><title>Fake Stripe Checkout</title></head><body><main><h1>Pay ${escapeHtml(name)}</h1><p>Total: $${(cents / 100).toFixed(2)}</p><form method="post"><button type="submit">Pay</button></form></main></body></html>`,
      );
    }
    session.paymentStatus = 'paid';
    const success = session.form.success_url!.replace('{CHECKOUT_SESSION_ID}', session.id);
    const payload = JSON.stringify({ id: `evt_${session.id}`, object: 'event', type: 'checkout.session.completed', data: { object: this.view(session) } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: this.hosted!.webhookSecret });
    const delivered = await fetch(`${new URL(success).origin}/server/payments/stripe_webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
    // A site that refuses its own webhook is a failure to see, not to hide behind the confirm-on-return path.
    if (delivered.status !== 200) return void response.writeHead(502).end(`The site refused the webhook: ${delivered.status} ${await delivered.text()}`);
    response.writeHead(303, { location: success }).end();
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}
