import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enrolledCourseIds, paymentRecords, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { PAYMENT_MESSAGES } from '../../src/schemas/paymentMessages.ts';
import { postWebhook, sessionCompleted, startPayments, type PaymentsBed } from './paymentsFixture.ts';

let bed: PaymentsBed;
let tk: TestKernel;
let instructor: TestUser;
let courses: string[];
let bundleId: string;

beforeAll(async () => {
  bed = await startPayments();
  tk = bed.tk;
  instructor = await tk.createUser('instructor');
  courses = [];
  for (const title of ['One', 'Two', 'Three']) courses.push((await tk.createCourse({ title, instructor, settings: { payment: { amount: 900 } } })).courseId);
  const admin = await tk.loginAs(await tk.createUser('site-admin'));
  bundleId = (await admin.post('payments/bundles/', { title: 'All three', amount: 1000, courses })).body.bundle._id;
});

afterAll(() => bed?.close());

beforeEach(() => {
  bed.stripe.failWith = null;
});

async function newBuyer(): Promise<{ user: TestUser; client: TestClient }> {
  const user = await tk.createUser('student');
  return { user, client: await tk.loginAs(user) };
}

async function checkout(client: TestClient, id: string, location = 'list+bundle') {
  const answer = await client.post(`checkout/${id}`, { location });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { id: string; url: string };
}

describe('checkout/{id}', () => {
  it("opens a Stripe Checkout session for the bundle's amount and stores the checkout", async () => {
    const { user, client } = await newBuyer();
    const answer = await checkout(client, bundleId, '+courses');
    const session = bed.stripe.last();
    expect(answer).toEqual({ id: session.id, url: `https://checkout.stripe.test/c/pay/${session.id}` });
    expect(session.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '1000',
      'line_items[0][price_data][product_data][name]': 'All three',
      client_reference_id: user.id,
      customer_email: user.email,
      success_url: `${tk.url}/paymentsuccess/+courses?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${tk.url}/list/bundle/${bundleId}`,
    });
    const stored = await tk.kernel.knex('payments_checkouts').where({ stripe_session_id: session.id }).first();
    expect(stored).toMatchObject({ user_id: user.id, bundle_id: bundleId, course_id: null, amount: 1000, status: 'open', paid_at: null });
    expect(session.form['metadata[checkout_id]']).toBe(stored.id);
  });

  it('writes a location given with slashes the way /paymentsuccess/{location} reads it', async () => {
    const { client } = await newBuyer();
    await checkout(client, courses[0]!, '/list/bundle');
    expect(bed.stripe.last().form.success_url).toContain('/paymentsuccess/+list+bundle?session_id=');
    expect(bed.stripe.last().form['line_items[0][price_data][unit_amount]']).toBe('900');
  });

  it('refuses an unknown target, a bad location, a buyer who has the courses, and anonymous callers', async () => {
    const { client } = await newBuyer();
    expect((await client.post(`checkout/${'f'.repeat(24)}`, { location: 'list' })).body).toEqual({ errno: 'no-bundle', error: PAYMENT_MESSAGES.noBundle });
    const badLocation = await client.post(`checkout/${bundleId}`, { location: 'https://evil.example/' });
    expect(badLocation.status).toBe(422);
    expect(badLocation.body.fields).toEqual([{ field: 'location', message: 'The location must be a path of this site.' }]);
    const opened = bed.stripe.sessions.size;
    for (const location of ['++evil.example', '//evil.example', '/+evil.example']) {
      const otherSite = await client.post(`checkout/${bundleId}`, { location });
      expect(otherSite.status).toBe(422);
      expect(otherSite.body.fields).toEqual([{ field: 'location', message: 'The location must be a path of this site.' }]);
    }
    expect(bed.stripe.sessions.size).toBe(opened);
    const teacher = await tk.loginAs(instructor);
    expect((await teacher.post(`checkout/${bundleId}`, { location: 'list' })).body).toEqual({ errno: 'already-paid', error: PAYMENT_MESSAGES.alreadyPaid });
    expect((await tk.client().post(`checkout/${bundleId}`, { location: 'list' })).status).toBe(401);
  });

  it('leaves a bundle of 0 cents to access codes', async () => {
    const admin = await tk.loginAs(await tk.createUser('site-admin'));
    const free = (await admin.post('payments/bundles/', { title: 'Gift pack', amount: 0, courses })).body.bundle._id;
    const { client } = await newBuyer();
    expect((await client.get(`bundle/get/${free}`)).body.payment.card).toBe(false);
    const refused = await client.post(`checkout/${free}`, { location: 'list' });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ errno: 'code-only', error: PAYMENT_MESSAGES.codeOnly });
  });

  it("answers the spec's connection error when Stripe fails, storing nothing", async () => {
    const { user, client } = await newBuyer();
    bed.stripe.failWith = 400;
    const failed = await client.post(`checkout/${bundleId}`, { location: 'list' });
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({ errno: 'payment-provider', error: PAYMENT_MESSAGES.providerError });
    expect(await tk.kernel.knex('payments_checkouts').where({ user_id: user.id })).toEqual([]);
  });
});

describe('payments/stripe_webhook', () => {
  it('records a paid bundle: enrolment and payment rows that add up (334 + 333 + 333)', async () => {
    const { user, client } = await newBuyer();
    const { id } = await checkout(client, bundleId);
    const received = await postWebhook(tk, sessionCompleted(id));
    expect(received).toEqual({ status: 200, body: { received: true } });
    const rows = await paymentRecords(tk, user.id);
    expect(rows.map((row) => row.amount).sort()).toEqual([333, 333, 334]);
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(1000);
    expect(new Set(rows.map((row) => row.courseId))).toEqual(new Set(courses));
    expect(rows.every((row) => row.paymentType === 'card')).toBe(true);
    expect(await enrolledCourseIds(tk, user.id)).toHaveLength(3);
    expect(await tk.kernel.knex('payments_checkouts').where({ stripe_session_id: id }).first()).toMatchObject({ status: 'paid', paid_at: expect.any(Date) });
    expect((await client.get(`bundle/get/${bundleId}`)).body.payment.paid_already).toBe(true);
  });

  it('records nothing twice: a replayed event, then the buyer confirming', async () => {
    const { user, client } = await newBuyer();
    const { id } = await checkout(client, bundleId);
    expect((await postWebhook(tk, sessionCompleted(id))).status).toBe(200);
    expect((await postWebhook(tk, sessionCompleted(id))).status).toBe(200);
    bed.stripe.markPaid(id);
    expect((await client.post('payment/confirm/', { session_id: id })).body).toEqual({ status: 'paid', courses });
    expect(await paymentRecords(tk, user.id)).toHaveLength(3);
  });

  it('records once when the event and the confirmation arrive together', async () => {
    const { user, client } = await newBuyer();
    const { id } = await checkout(client, bundleId);
    bed.stripe.markPaid(id);
    const answers = await Promise.all([postWebhook(tk, sessionCompleted(id)), client.post('payment/confirm/', { session_id: id }), postWebhook(tk, sessionCompleted(id))]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await paymentRecords(tk, user.id)).toHaveLength(3);
  });

  it('refuses a bad, stale or missing signature with 400 and stores nothing', async () => {
    const { user, client } = await newBuyer();
    const { id } = await checkout(client, bundleId);
    const refusals = [
      await postWebhook(tk, sessionCompleted(id), { secret: 'whsec_someone_else' }),
      await postWebhook(tk, sessionCompleted(id), { ageSeconds: 600 }),
      await postWebhook(tk, sessionCompleted(id), { signature: null }),
      await postWebhook(tk, sessionCompleted(id), { signature: 't=1,v1=00' }),
    ];
    for (const refused of refusals) expect(refused).toEqual({ status: 400, body: { errno: 'bad-signature', error: PAYMENT_MESSAGES.badSignature } });
    expect(await paymentRecords(tk, user.id)).toEqual([]);
    expect(await tk.kernel.knex('payments_checkouts').where({ stripe_session_id: id }).first()).toMatchObject({ status: 'open' });
  });

  it('answers 413 to a body over its limit instead of dropping the connection (issue 14)', async () => {
    // Node's own client on a connection of its own: the answer must arrive while the body is still being sent.
    const post = (chunked: boolean) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const headers: Record<string, string | number> = { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' };
        if (!chunked) headers['content-length'] = 32 * 64 * 1024;
        const request = http.request(`${tk.url}/server/payments/stripe_webhook`, { method: 'POST', headers, agent: false }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (text: string) => (body += text));
          response.on('end', () => resolve({ status: response.statusCode!, body }));
        });
        request.on('error', reject);
        for (let chunk = 0; chunk < 32; chunk++) request.write(Buffer.alloc(64 * 1024, 0x20));
        request.end();
      });
    for (const chunked of [false, true]) {
      const answer = await post(chunked);
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ errno: 'payload-too-large' });
    }
  });

  it('ignores other events, unpaid sessions and sessions this site did not open', async () => {
    const { user, client } = await newBuyer();
    const { id } = await checkout(client, bundleId);
    for (const event of [sessionCompleted(id, 'unpaid'), sessionCompleted(id, 'paid', 'checkout.session.expired'), sessionCompleted('cs_test_elsewhere')]) {
      expect(await postWebhook(tk, event)).toEqual({ status: 200, body: { received: true } });
    }
    expect(await paymentRecords(tk, user.id)).toEqual([]);
  });

  it('records a payment that succeeds later (async_payment_succeeded)', async () => {
    const { user, client } = await newBuyer();
    const { id } = await checkout(client, courses[1]!);
    await postWebhook(tk, sessionCompleted(id, 'paid', 'checkout.session.async_payment_succeeded'));
    expect(await paymentRecords(tk, user.id)).toEqual([{ courseId: courses[1], amount: 900, paymentType: 'card', providerRef: expect.stringContaining(`stripe:${id}`) }]);
  });
});

describe('payment/confirm/', () => {
  it('answers pending until Stripe says paid, then records the purchase', async () => {
    const { user, client } = await newBuyer();
    const { id } = await checkout(client, courses[2]!);
    expect((await client.post('payment/confirm/', { session_id: id })).body).toEqual({ status: 'pending', courses: [courses[2]] });
    expect(await paymentRecords(tk, user.id)).toEqual([]);
    bed.stripe.markPaid(id);
    expect((await client.post('payment/confirm/', { session_id: id })).body).toEqual({ status: 'paid', courses: [courses[2]] });
    expect(await paymentRecords(tk, user.id)).toHaveLength(1);
    // The webhook arriving afterwards records nothing more.
    await postWebhook(tk, sessionCompleted(id));
    expect(await paymentRecords(tk, user.id)).toHaveLength(1);
  });

  it("answers not-found for an unknown session or another buyer's", async () => {
    const { client } = await newBuyer();
    const { id } = await checkout(client, courses[2]!);
    const other = await newBuyer();
    for (const sessionId of [id, 'cs_test_unknown']) {
      const answer = await other.client.post('payment/confirm/', { session_id: sessionId });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ errno: 'not-found', error: PAYMENT_MESSAGES.unknownCheckout });
    }
  });
});

describe('the course gate of a paid course', () => {
  it('lets an enrolled student in once they paid', async () => {
    const student = await tk.createUser('student');
    const course = await tk.createCourse({ instructor, students: [student], settings: { payment: { amount: 4999 } } });
    const client = await tk.loginAs(student);
    const refused = await client.get(`courses/${course.courseId}/`);
    expect(refused.status).toBe(402);
    expect(refused.body.errno).toBe('payment-required');
    const { id } = await checkout(client, course.courseId);
    await postWebhook(tk, sessionCompleted(id));
    expect((await client.get(`courses/${course.courseId}/`)).status).toBe(200);
  });
});
