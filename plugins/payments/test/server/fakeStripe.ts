import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A checkout session as the fake keeps it: the form Stripe's SDK sent, and what a later read answers. */
export interface FakeSession {
  id: string;
  /** The create call's form body, decoded (keys as Stripe's SDK encodes them, e.g. line_items[0][price_data][unit_amount]). */
  form: Record<string, string>;
  paymentStatus: 'paid' | 'unpaid';
}

/**
 * A small stand-in for Stripe's API on a local port (the SDK's `host`/`port`/`protocol`):
 * POST /v1/checkout/sessions and GET /v1/checkout/sessions/:id, nothing else.
 */
export class FakeStripe {
  readonly sessions = new Map<string, FakeSession>();
  /** While set, every call answers Stripe's error shape with this status. */
  failWith: number | null = null;
  private counter = 0;
  private readonly server: Server = createServer((request, response) => {
    void this.answer(request).then(({ status, body }) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    });
  });

  async start(): Promise<{ host: string; port: number; protocol: 'http' }> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return { host: '127.0.0.1', port: (this.server.address() as AddressInfo).port, protocol: 'http' };
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
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      this.counter += 1;
      const id = `cs_test_${this.counter}`;
      const session: FakeSession = { id, form: Object.fromEntries(new URLSearchParams(text)), paymentStatus: 'unpaid' };
      this.sessions.set(id, session);
      return { status: 200, body: this.view(session) };
    }
    const read = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    const session = read && request.method === 'GET' ? this.sessions.get(read[1]!) : undefined;
    if (session) return { status: 200, body: this.view(session) };
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `No such route ${request.method} ${url.pathname}` } } };
  }

  private view(session: FakeSession) {
    return {
      id: session.id,
      object: 'checkout.session',
      mode: session.form.mode,
      url: `https://checkout.stripe.test/c/pay/${session.id}`,
      payment_status: session.paymentStatus,
      status: session.paymentStatus === 'paid' ? 'complete' : 'open',
      client_reference_id: session.form.client_reference_id ?? null,
      metadata: { checkout_id: session.form['metadata[checkout_id]'] },
    };
  }
}
