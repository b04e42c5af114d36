import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, mailTo, paymentRecords, type TestClient, type TestKernel } from '@lms/sdk/testing';
import paymentsPlugin from '../../src/server/index.ts';
import { PAYMENT_MESSAGES } from '../../src/schemas/paymentMessages.ts';
import { FakeStripe } from '../../src/testing/fakeStripe.ts';
import { postWebhook, PUBLISHABLE_KEY, SECRET_KEY, sessionCompleted, WEBHOOK_SECRET } from './paymentsFixture.ts';

/** Part 1 §4 "Gift flow", §5 "Gift", §7 payment/taxes/{id} and payment/gift/, §8 messages: with Stripe Tax through the SDK pointed at the local stand-in. */

let stripe: FakeStripe;
let tk: TestKernel;
let course: string;
let freeCourse: string;
let visitor: TestClient;
let collector: Server;
const events: Record<string, unknown>[] = [];

const people = { recipient_email: 'grace@example.org', recipient_name: 'Grace Hopper', email: 'ada@example.org', name: 'Ada Lovelace' };

beforeAll(async () => {
  stripe = new FakeStripe();
  const api = await stripe.start();
  collector = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      events.push(JSON.parse(text) as Record<string, unknown>);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const analytics_webhook_url = `http://127.0.0.1:${(collector.address() as AddressInfo).port}/collect`;
  tk = await createTestKernel({
    plugins: [
      {
        manifest: paymentsPlugin,
        config: { stripe_secret_key: SECRET_KEY, stripe_publishable_key: PUBLISHABLE_KEY, stripe_webhook_secret: WEBHOOK_SECRET, stripe_api: api, tax_collection: 'stripe', analytics_webhook_url },
      },
    ],
  });
  const instructor = await tk.createUser('instructor');
  course = (await tk.createCourse({ title: 'Compilers', instructor, settings: { payment: { amount: 10_000 } } })).courseId;
  freeCourse = (await tk.createCourse({ title: 'Free', instructor })).courseId;
  visitor = tk.client();
});

afterAll(async () => {
  await tk?.close();
  await stripe?.close();
  await new Promise((resolve) => collector?.close(resolve));
});

async function quote(zip: string, target = course) {
  return visitor.post(`payment/taxes/${target}`, { shipping_zip: zip, name: 'Ada Lovelace' });
}

describe('GET payment/gift/{id}', () => {
  it("answers what can be given, and 'Nothing found that you can buy as a gift.' otherwise", async () => {
    expect((await visitor.get(`payment/gift/${course}`)).body).toEqual({ _id: course, title: 'Compilers', amount: 10_000, currency: 'usd', courses: [course], tax_collection: true, card: true });
    for (const id of [freeCourse, 'f'.repeat(24), 'nonsense']) {
      const refused = await visitor.get(`payment/gift/${id}`);
      expect(refused.status, id).toBe(404);
      expect(refused.body, id).toEqual({ errno: 'no-gift', error: 'Nothing found that you can buy as a gift.' });
    }
  });
});

describe('POST payment/taxes/{id}', () => {
  it('computes the tax with Stripe Tax from a billing zip longer than 4 characters', async () => {
    const answer = await quote('10001');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ taxes: 887, order: expect.stringMatching(/^[0-9a-f]{24}$/), amount: 10_000, total: 10_887 });
    expect(stripe.taxCalculations.at(-1)).toMatchObject({ currency: 'usd', 'line_items[0][amount]': '10000', 'customer_details[address][postal_code]': '10001', 'customer_details[address][country]': 'US' });
  });

  it('asks no tax for a zip of 4 characters or fewer', async () => {
    const calls = stripe.taxCalculations.length;
    expect((await quote('1234')).body).toMatchObject({ taxes: 0, total: 10_000 });
    expect(stripe.taxCalculations).toHaveLength(calls);
  });

  it("says 'The Billing Zip Code you supplied failed validation.' for a zip Stripe refuses, and 'Internal Error…' when Stripe fails", async () => {
    const bad = await quote('ABCDE');
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({ errno: 'zip-invalid', error: 'The Billing Zip Code you supplied failed validation.' });
    stripe.failWith = 500;
    try {
      const failed = await quote('10001');
      expect(failed.status).toBe(502);
      expect(failed.body).toEqual({ errno: 'tax-error', error: 'Internal Error. Please review your zip code and try again.' });
    } finally {
      stripe.failWith = null;
    }
    expect((await quote('10001', freeCourse)).body.errno).toBe('no-gift');
  });
});

describe('POST payment/gift/ and the confirmation', () => {
  it('pays the amount and its tax on Stripe, then mails the recipient a code that redeems the course', async () => {
    const { order } = (await quote('10001')).body;
    const paid = await visitor.post('payment/gift/', { ...people, orderId: order, bundle: course, visitor_id: null });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toEqual({ status: 'open', order_id: order, url: expect.stringContaining('/c/pay/') });
    const session = stripe.last();
    expect(session.form).toMatchObject({
      'line_items[0][price_data][unit_amount]': '10000',
      'line_items[1][price_data][unit_amount]': '887',
      'line_items[1][price_data][product_data][name]': 'Sales tax',
      customer_email: 'ada@example.org',
      success_url: `${tk.url}/gift/${course}?session_id={CHECKOUT_SESSION_ID}`,
    });
    expect((await visitor.post('payment/gift/confirm', { session_id: session.id })).body).toEqual({ status: 'pending', order_id: order });
    stripe.markPaid(session.id);
    const confirmed = await visitor.post('payment/gift/confirm', { session_id: session.id });
    expect(confirmed.body).toEqual({ status: 'paid', order_id: order, recipient_email: 'grace@example.org' });
    // The webhook arriving afterwards records nothing again.
    expect((await postWebhook(tk, sessionCompleted(session.id))).status).toBe(200);
    await tk.drainJobs();
    const mails = await mailTo(tk.kernel, 'grace@example.org');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Ada Lovelace gave you Compilers');
    const code = /Your access code: ([A-Z0-9-]{19})/.exec(mails[0]!.text)![1]!;
    expect(mails[0]!.text).toContain(`${tk.url}/redeem/${course}`);
    const grace = await tk.createUser('student', { email: 'grace@example.org' });
    const redeemed = await (await tk.loginAs(grace)).post('payment/code/', { courseId: course, paymentCode: code });
    expect(redeemed.body).toMatchObject({ status: 'paid', amount: 10_000 });
    expect(await paymentRecords(tk, grace.id)).toHaveLength(1);
  });

  it('is settled by the webhook alone too, once', async () => {
    const { order } = (await quote('1234')).body;
    await visitor.post('payment/gift/', { ...people, recipient_email: 'linus@example.org', orderId: order, bundle: course });
    const session = stripe.last();
    expect(session.form['line_items[1][price_data][unit_amount]']).toBeUndefined();
    stripe.markPaid(session.id);
    await Promise.all([postWebhook(tk, sessionCompleted(session.id)), visitor.post('payment/gift/confirm', { session_id: session.id })]);
    await tk.drainJobs();
    expect(await mailTo(tk.kernel, 'linus@example.org')).toHaveLength(1);
    expect(await tk.kernel.knex('payments_gifts').where({ id: order }).first()).toMatchObject({ status: 'paid', code: expect.stringMatching(/^[A-HJ-NP-Z1-9]{16}$/) });
  });

  it("checks both emails ('Please enter a valid email address') and both names ('Please provide both names'), storing nothing", async () => {
    const { order } = (await quote('1234')).body;
    const cases: [Record<string, string>, string, string][] = [
      [{ recipient_email: 'nope' }, 'recipient_email', 'Please enter a valid email address'],
      [{ email: 'ada@' }, 'email', 'Please enter a valid email address'],
      [{ recipient_name: ' ' }, 'recipient_name', 'Please provide both names'],
      [{ name: '' }, 'name', 'Please provide both names'],
    ];
    const sessions = stripe.sessions.size;
    for (const [change, field, message] of cases) {
      const refused = await visitor.post('payment/gift/', { ...people, ...change, orderId: order, bundle: course });
      expect(refused.status, field).toBe(422);
      expect(refused.body.fields, field).toContainEqual({ field, message });
    }
    expect(stripe.sessions.size).toBe(sessions);
    expect(await tk.kernel.knex('payments_gifts').where({ id: order }).first()).toMatchObject({ status: 'quoted', recipient_email: null });
  });

  it('refuses an order that is unknown, for another course, or already paid for', async () => {
    const { order } = (await quote('1234')).body;
    const other = (await tk.createCourse({ settings: { payment: { amount: 500 } } })).courseId;
    expect((await visitor.post('payment/gift/', { ...people, orderId: 'f'.repeat(24), bundle: course })).body).toEqual({ errno: 'unknown-gift', error: PAYMENT_MESSAGES.unknownGift });
    expect((await visitor.post('payment/gift/', { ...people, orderId: order, bundle: other })).body.errno).toBe('unknown-gift');
    expect((await visitor.post('payment/gift/', { ...people, orderId: order, bundle: course })).status).toBe(200);
    expect((await visitor.post('payment/gift/', { ...people, orderId: order, bundle: course })).body.errno).toBe('unknown-gift');
    expect((await visitor.post('payment/gift/confirm', { session_id: 'cs_test_unknown' })).body.errno).toBe('unknown-gift');
  });
});

describe('the analytics ecommerce event of payments (part 1 §7: revenue = amount / 100)', () => {
  it('reports a paid gift with its tax, and a card payment, once each', async () => {
    const { order } = (await quote('10001')).body;
    await visitor.post('payment/gift/', { ...people, recipient_email: 'kay@example.org', orderId: order, bundle: course });
    const gift = stripe.last();
    stripe.markPaid(gift.id);
    await visitor.post('payment/gift/confirm', { session_id: gift.id });
    await postWebhook(tk, sessionCompleted(gift.id));
    await expect.poll(() => events.filter((event) => event.transaction_id === `gift:${gift.id}`)).toEqual([
      { event: 'purchase', transaction_id: `gift:${gift.id}`, revenue: 108.87, currency: 'usd', payment_type: 'gift', user_id: null, items: [{ item_id: course }] },
    ]);

    const buyer = await tk.createUser('student');
    const client = await tk.loginAs(buyer);
    expect((await client.post(`checkout/${course}`, { location: course })).status).toBe(200);
    const card = stripe.last();
    stripe.markPaid(card.id);
    await client.post('payment/confirm/', { session_id: card.id });
    await postWebhook(tk, sessionCompleted(card.id));
    await expect.poll(() => events.filter((event) => event.transaction_id === `stripe:${card.id}`)).toEqual([
      { event: 'purchase', transaction_id: `stripe:${card.id}`, revenue: 100, currency: 'usd', payment_type: 'card', user_id: buyer.id, items: [{ item_id: course }] },
    ]);
  });
});
