import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel, type TestUser } from '@lms/sdk/testing';
import paymentsPlugin from '../../src/server/index.ts';
import { PAYMENT_MESSAGES } from '../../src/schemas/paymentMessages.ts';

/** Part 1 §7 `account/check` (purchase flow step 1). */

let tk: TestKernel;
let course: string;
let buyer: TestUser;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [paymentsPlugin] });
  course = (await tk.createCourse({ instructor: await tk.createUser('instructor'), settings: { payment: { amount: 1500 } } })).courseId;
  buyer = await tk.createUser('student', { email: 'Buyer@Example.org' });
});

afterAll(() => tk?.close());

describe('POST account/check', () => {
  it('lets a new email go on (it registers first), and warns that a known email should log in', async () => {
    const visitor = tk.client();
    expect((await visitor.post('account/check', { email: 'new@example.org', name: 'New', surname: 'Buyer', bundle: course })).body).toEqual({ status: 'ok', visitor_id: null });
    expect((await visitor.post('account/check', { email: 'buyer@example.org', bundle: course, password: 'ignored', login: true })).body).toEqual({
      status: 'warning',
      visitor_id: null,
      message: PAYMENT_MESSAGES.accountExists,
    });
  });

  it('answers the logged-in buyer their id, and warns about another email', async () => {
    const client = await tk.loginAs(buyer);
    expect((await client.post('account/check', { email: 'BUYER@example.org', bundle: course })).body).toEqual({ status: 'ok', visitor_id: buyer.id });
    expect((await client.post('account/check', { email: 'someone@example.org', bundle: course })).body).toEqual({ status: 'warning', visitor_id: buyer.id, message: PAYMENT_MESSAGES.otherAccount });
  });

  it('refuses a bad email and what cannot be bought', async () => {
    const visitor = tk.client();
    const bad = await visitor.post('account/check', { email: 'nope', bundle: course });
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toEqual([{ field: 'email', message: 'Please enter a valid email address' }]);
    expect((await visitor.post('account/check', { email: 'new@example.org', bundle: 'f'.repeat(24) })).body).toEqual({ errno: 'no-bundle', error: 'No course(s) found' });
  });
});
