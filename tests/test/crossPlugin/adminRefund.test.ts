import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices } from '@lms/sdk';
import { createTestKernel, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
// An administrator refunds a card payment the payments plugin took: the administration
// plugin asks the kernel, which asks the plugin that took it (its accounts.refundPayment hook).
import administrationPlugin from '../../../plugins/administration/src/server/index.ts';
import paymentsPlugin from '../../../plugins/payments/src/server/index.ts';
import { FakeStripe } from '../../../plugins/payments/src/testing/fakeStripe.ts';

for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']) delete process.env[name];

let tk: TestKernel;
let stripe: FakeStripe;
let admin: TestClient;
let buyer: TestUser;
let buyerClient: TestClient;
let courses: string[];
let bundleId: string;

beforeAll(async () => {
  stripe = new FakeStripe();
  const api = await stripe.start();
  tk = await createTestKernel({
    plugins: [{ manifest: paymentsPlugin, config: { stripe_secret_key: 'sk_test_fake', stripe_publishable_key: 'pk_test_fake', stripe_api: api } }, administrationPlugin],
  });
  const instructor = await tk.createUser('instructor');
  courses = [(await tk.createCourse({ title: 'Paid A', instructor })).courseId, (await tk.createCourse({ title: 'Paid B', instructor })).courseId];
  admin = await tk.loginAs(await tk.createUser('site-admin'));
  bundleId = (await admin.post('payments/bundles/', { title: 'Both', amount: 1001, courses })).body.bundle._id;
  buyer = await tk.createUser('student');
  buyerClient = await tk.loginAs(buyer);
}, 240_000);

afterAll(async () => {
  await tk?.close();
  await stripe?.close();
});

async function buy(): Promise<void> {
  const { id } = (await buyerClient.post(`checkout/${bundleId}`, { location: 'list' })).body;
  stripe.markPaid(id);
  expect((await buyerClient.post('payment/confirm/', { session_id: id })).body.status).toBe('paid');
}

describe('utils/refund of a card payment', () => {
  it("refunds the course's share at Stripe, marks the row, and logs the provider's reference", async () => {
    await buy();
    const record = (await admin.get(`administration/users/${buyer.id}`)).body;
    const payment = record.payments.find((p: { courseId: string }) => p.courseId === courses[0]);
    // 1001 cents over two courses: the first row takes the odd cent.
    expect(payment).toMatchObject({ amount: 501, paymentType: 'card', refundedAt: null });
    const refunded = await admin.post('administration/utils/refund', { payment_id: payment.id });
    expect(refunded.status).toBe(200);
    expect(refunded.body.payments.find((p: { id: string }) => p.id === payment.id).refundedAt).toEqual(expect.any(String));
    const [refund] = [...stripe.refunds.values()];
    expect(refund).toMatchObject({ paymentIntent: `pi_${stripe.last().id}`, amount: 501 });
    const [entry] = (await admin.get(`administration/audit?subject=${buyer.id}&action=users.refund`)).body.entries;
    expect(entry.after.refund).toEqual({ provider: 'payments', reference: refund!.id });
    expect(entry.before.payments.find((p: { id: string }) => p.id === payment.id).refundedAt).toBeNull();
    // The refunded course counts as unpaid again (the course gate reads the same rows); the other stays paid.
    expect(await tk.kernel.resolve(coreServices.enrolments).paidCourses(buyer.id, courses)).toEqual([courses[1]]);
  });

  it('changes nothing and logs nothing when Stripe fails', async () => {
    const record = (await admin.get(`administration/users/${buyer.id}`)).body;
    const payment = record.payments.find((p: { courseId: string }) => p.courseId === courses[1]);
    const entriesBefore = (await admin.get(`administration/audit?subject=${buyer.id}`)).body.entries.length;
    stripe.failWith = 500;
    try {
      const failed = await admin.post('administration/utils/refund', { payment_id: payment.id });
      expect([failed.status, failed.body.errno]).toEqual([502, 'payment-provider']);
    } finally {
      stripe.failWith = null;
    }
    expect((await admin.get(`administration/users/${buyer.id}`)).body.payments.find((p: { id: string }) => p.id === payment.id).refundedAt).toBeNull();
    expect((await admin.get(`administration/audit?subject=${buyer.id}`)).body.entries).toHaveLength(entriesBefore);
  });
});
