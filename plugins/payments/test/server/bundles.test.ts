import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices } from '@lms/sdk';
import type { TestClient, TestKernel, TestUser } from '@lms/sdk/testing';
import { PAYMENT_MESSAGES } from '../../src/schemas/paymentMessages.ts';
import { postWebhook, PUBLISHABLE_KEY, sessionCompleted, startPayments, type PaymentsBed } from './paymentsFixture.ts';

let bed: PaymentsBed;
let tk: TestKernel;
let admin: TestClient;
let buyer: TestUser;
let buyerClient: TestClient;
let instructor: TestUser;
let paidCourse: string;
let secondCourse: string;
let freeCourse: string;

beforeAll(async () => {
  bed = await startPayments();
  tk = bed.tk;
  instructor = await tk.createUser('instructor');
  buyer = await tk.createUser('student');
  buyerClient = await tk.loginAs(buyer);
  admin = await tk.loginAs(await tk.createUser('site-admin'));
  paidCourse = (await tk.createCourse({ title: 'Biology 101', instructor, settings: { payment: { amount: 4999 } } })).courseId;
  secondCourse = (await tk.createCourse({ title: 'Chemistry 101', instructor })).courseId;
  freeCourse = (await tk.createCourse({ title: 'Free course', instructor, settings: { payment: { amount: 100 }, is_free: true } })).courseId;
});

afterAll(() => bed?.close());

const noBundle = { errno: 'no-bundle', error: PAYMENT_MESSAGES.noBundle };

async function createBundle(body: Record<string, unknown>) {
  return admin.post('payments/bundles/', body);
}

describe('admin bundles (payments/bundles/)', () => {
  it('creates a bundle of existing courses, in the order given, and lists it', async () => {
    const created = await createBundle({ title: '  Science pack ', amount: 1000, courses: [secondCourse, paidCourse], display_all: true });
    expect(created.status).toBe(201);
    expect(created.body.bundle).toEqual({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), title: 'Science pack', amount: 1000, courses: [secondCourse, paidCourse], display_all: true });
    const listed = await admin.get('payments/bundles/');
    expect(listed.status).toBe(200);
    expect(listed.body.bundles).toContainEqual(created.body.bundle);
    // Audited with the creation: who, and the bundle as created.
    const entries = await tk.kernel.resolve(coreServices.auditLog).list({ action: 'bundles.create', subjectId: created.body.bundle._id, limit: 5 });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ subjectType: 'bundle', before: null, after: created.body.bundle });
  });

  it('refuses bad bundles with the failing field, storing nothing', async () => {
    const before = (await admin.get('payments/bundles/')).body.bundles.length;
    const audited = (await tk.kernel.resolve(coreServices.auditLog).list({ action: 'bundles.create', limit: 50 })).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: ' ', amount: 100, courses: [paidCourse] }, 'title', PAYMENT_MESSAGES.bundleTitle],
      [{ title: 'X', amount: -1, courses: [paidCourse] }, 'amount', PAYMENT_MESSAGES.bundleAmount],
      [{ title: 'X', amount: 10.5, courses: [paidCourse] }, 'amount', PAYMENT_MESSAGES.bundleAmount],
      [{ title: 'X', amount: 100, courses: [] }, 'courses', PAYMENT_MESSAGES.bundleCourses],
      [{ title: 'X', amount: 100, courses: [paidCourse, paidCourse] }, 'courses', PAYMENT_MESSAGES.bundleCourses],
      [{ title: 'X', amount: 100, courses: [paidCourse, 'f'.repeat(24)] }, 'courses/1', PAYMENT_MESSAGES.badCourse],
      [{ title: 'X', amount: 100, courses: [paidCourse], price: 3 }, 'price', 'Unknown field "price"'],
    ];
    for (const [body, field, message] of cases) {
      const refused = await createBundle(body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.fields, JSON.stringify(body)).toContainEqual({ field, message });
    }
    expect((await admin.get('payments/bundles/')).body.bundles).toHaveLength(before);
    expect(await tk.kernel.resolve(coreServices.auditLog).list({ action: 'bundles.create', limit: 50 })).toHaveLength(audited);
  });

  it('is for site administrators only', async () => {
    const teacher = await tk.loginAs(instructor);
    expect((await teacher.post('payments/bundles/', { title: 'Mine', amount: 1, courses: [paidCourse] })).status).toBe(403);
    expect((await buyerClient.get('payments/bundles/')).status).toBe(403);
    expect((await tk.client().get('payments/bundles/')).status).toBe(401);
  });
});

describe('bundle/get/{id}', () => {
  it('answers a bundle with its courses in order, for anyone', async () => {
    const { bundle } = (await createBundle({ title: 'Pair', amount: 1500, courses: [paidCourse, secondCourse] })).body;
    const answer = await tk.client().get(`bundle/get/${bundle._id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      _id: bundle._id,
      title: 'Pair',
      amount: 1500,
      courses: [paidCourse, secondCourse],
      course_details: [
        { _id: paidCourse, title: 'Biology 101', subtitle: null, startDate: null },
        { _id: secondCourse, title: 'Chemistry 101', subtitle: null, startDate: null },
      ],
      payment: { paid_already: false, stripe_public_key: PUBLISHABLE_KEY, card: true },
      purchaser_email: null,
      visitor_id: null,
      display_all: false,
      payment_code: true,
      currency: 'usd',
    });
  });

  it('answers a course that asks a payment as a one-course bundle, with the caller', async () => {
    const answer = await buyerClient.get(`bundle/get/${paidCourse}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      _id: paidCourse,
      title: 'Biology 101',
      amount: 4999,
      courses: [paidCourse],
      payment: { paid_already: false, card: true },
      purchaser_email: buyer.email,
      visitor_id: buyer.id,
    });
  });

  it("says paid_already to the course's staff and to a student who paid", async () => {
    const teacher = await tk.loginAs(instructor);
    expect((await teacher.get(`bundle/get/${paidCourse}`)).body.payment.paid_already).toBe(true);
    const payer = await tk.createUser('student');
    await tk.kernel.resolveFor('payments', coreServices.enrolments).recordPurchase({ userId: payer.id, courseIds: [paidCourse], amount: 4999, paymentType: 'card', providerRef: 'test:paid' });
    expect((await (await tk.loginAs(payer)).get(`bundle/get/${paidCourse}`)).body.payment.paid_already).toBe(true);
  });

  it("answers 'No course(s) found' for an unknown id, a free course or something that is no id", async () => {
    for (const id of ['f'.repeat(24), freeCourse, secondCourse, 'not-an-id']) {
      const answer = await tk.client().get(`bundle/get/${id}`);
      expect(answer.status, id).toBe(404);
      expect(answer.body, id).toEqual(noBundle);
    }
  });
});

describe('a site without Stripe keys', () => {
  let bare: PaymentsBed;

  beforeAll(async () => {
    bare = await startPayments({ cardPayments: false });
  });

  afterAll(() => bare?.close());

  it('offers no card payment: bundle/get says card false, checkout answers card-payments-off', async () => {
    const course = (await bare.tk.createCourse({ settings: { payment: { amount: 2500 } } })).courseId;
    const student = await bare.tk.loginAs(await bare.tk.createUser('student'));
    const offer = await student.get(`bundle/get/${course}`);
    expect(offer.body.payment).toEqual({ paid_already: false, stripe_public_key: null, card: false });
    const checkout = await student.post(`checkout/${course}`, { location: 'list' });
    expect(checkout.status).toBe(503);
    expect(checkout.body).toEqual({ errno: 'card-payments-off', error: PAYMENT_MESSAGES.cardPaymentsOff });
    expect(await bare.tk.kernel.knex('payments_checkouts')).toEqual([]);
  });

  it('refuses webhooks it cannot verify, as an address this site does not serve (404, not a logged server error)', async () => {
    expect(await postWebhook(bare.tk, sessionCompleted('cs_test_1'))).toEqual({ status: 404, body: { errno: 'webhook-off', error: PAYMENT_MESSAGES.webhookOff } });
  });
});
