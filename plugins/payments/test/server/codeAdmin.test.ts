import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices } from '@lms/sdk';
import { createTestKernel, enrolledCourseIds, paymentRecords, updateAccount, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import paymentsPlugin from '../../src/server/index.ts';
import { PAYMENT_MESSAGES } from '../../src/schemas/paymentMessages.ts';

/** Part 3 §5 and §7: the administrator's code tools, their rights, and the analytics event of every redemption. */

let tk: TestKernel;
let collector: Server;
const events: Record<string, unknown>[] = [];
let admin: TestClient;
let levelZero: TestClient;
let instructor: TestUser;
let course: string;
let bundleId: string;

async function withAdministrator(user: TestUser, administrator: 1 | 2): Promise<TestUser> {
  await updateAccount(tk, user.id, { administrator });
  return user;
}

beforeAll(async () => {
  collector = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      events.push(JSON.parse(text) as Record<string, unknown>);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(collector.address() as AddressInfo).port}/collect`;
  tk = await createTestKernel({ plugins: [{ manifest: paymentsPlugin, config: { analytics_webhook_url: url } }] });
  tk.clock.set('2026-05-01T10:00:00.000Z');
  instructor = await tk.createUser('instructor');
  admin = await tk.loginAs(await tk.createUser('site-admin'));
  levelZero = await tk.loginAs(await withAdministrator(await tk.createUser('student'), 1));
  course = (await tk.createCourse({ title: 'Algebra', instructor, settings: { payment: { amount: 2500 } } })).courseId;
  const other = (await tk.createCourse({ title: 'Geometry', instructor, settings: { payment: { amount: 1000 } } })).courseId;
  bundleId = (await admin.post('payments/bundles/', { title: 'Maths pack', amount: 3000, courses: [course, other] })).body.bundle._id;
});

afterAll(async () => {
  await tk?.close();
  await new Promise((resolve) => collector?.close(resolve));
});

async function generate(client: TestClient, target: string, count: number): Promise<string[]> {
  const answer = await client.post('generate', { target, count });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.codes;
}

const stored = (code: string) => code.replace(/-/g, '');

describe('code_lookup/{code}', () => {
  it('answers what a code pays for, its amount and state, and who redeemed it', async () => {
    const [code] = await generate(levelZero, bundleId, 1);
    const fresh = await admin.get(`code_lookup/${code!.toLowerCase()}`);
    expect(fresh.status).toBe(200);
    expect(fresh.body.code).toEqual({
      code,
      bundle_id: bundleId,
      course_id: null,
      title: 'Maths pack',
      amount: 3000,
      active: true,
      created_at: expect.any(String),
      redeemed_at: null,
      redeemed_by: null,
    });
    const buyer = await tk.createUser('student', { firstname: 'Ada', lastname: 'Byron' });
    expect((await (await tk.loginAs(buyer)).post('payment/code/', { bundleId, paymentCode: code })).status).toBe(200);
    const used = (await admin.get(`code_lookup/${code}`)).body.code;
    expect(used.redeemed_by).toEqual({ _id: buyer.id, email: buyer.email, name: 'Ada Byron' });
    expect(used.redeemed_at).toEqual(tk.clock.now().toISOString());
  });

  it('answers no-code for an unknown or malformed code', async () => {
    for (const code of ['ZZZZ-ZZZZ-ZZZZ-ZZZZ', 'not-a-code']) {
      const refused = await admin.get(`code_lookup/${code}`);
      expect(refused.status, code).toBe(404);
      expect(refused.body, code).toEqual({ errno: 'no-code', error: PAYMENT_MESSAGES.noSuchCode });
    }
  });
});

describe('removing/{0|1}', () => {
  it('de-activates an unredeemed code so nobody can redeem it, and re-activates it', async () => {
    const [code] = await generate(admin, course, 1);
    const off = await admin.post('removing/1', { code });
    expect(off.status).toBe(200);
    expect(off.body.code).toMatchObject({ code, active: false });
    const student = await tk.loginAs(await tk.createUser('student'));
    expect((await student.post('payment/code/', { courseId: course, paymentCode: code })).body.errno).toBe('invalid-code');
    expect((await admin.post('removing/0', { code })).body.code.active).toBe(true);
    expect((await student.post('payment/code/', { courseId: course, paymentCode: code })).status).toBe(200);
  });

  it("refuses to de-activate a redeemed code: 'Code could not be de-activated', nothing changed", async () => {
    const [code] = await generate(admin, course, 1);
    const student = await tk.loginAs(await tk.createUser('student'));
    await student.post('payment/code/', { courseId: course, paymentCode: code });
    const refused = await admin.post('removing/1', { code });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ errno: 'code-not-deactivated', error: 'Code could not be de-activated' });
    expect((await tk.kernel.knex('payments_codes').where({ code: stored(code!) }).first()).active).toBe(true);
    expect((await admin.post('removing/1', { code: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ' })).body.errno).toBe('no-code');
    expect((await admin.post('removing/2', { code })).status).toBe(404);
  });
});

describe('redeem_code/{code}', () => {
  it('redeems a code for the account with that email: enrolled, a code payment recorded', async () => {
    const [code] = await generate(admin, bundleId, 1);
    const user = await tk.createUser('student');
    const answer = await admin.put(`redeem_code/${code}`, { email: user.email.toUpperCase() });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ status: 'paid', user: { mongoId: user.id }, amount: 3000 });
    expect((await enrolledCourseIds(tk, user.id)).sort()).toEqual([...answer.body.courses].sort());
    expect((await paymentRecords(tk, user.id)).map((row) => row.paymentType)).toEqual(['code', 'code']);
  });

  it('refuses an unknown email, a bad email, and a used code, recording nothing', async () => {
    const [code] = await generate(admin, course, 1);
    expect((await admin.put(`redeem_code/${code}`, { email: 'nobody@test.example' })).body).toEqual({ errno: 'no-user', error: PAYMENT_MESSAGES.noUser });
    const bad = await admin.put(`redeem_code/${code}`, { email: 'not an email' });
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toEqual([{ field: 'email', message: 'Please enter a valid email address' }]);
    const first = await tk.createUser('student');
    expect((await admin.put(`redeem_code/${code}`, { email: first.email })).status).toBe(200);
    const second = await tk.createUser('student');
    expect((await admin.put(`redeem_code/${code}`, { email: second.email })).body.errno).toBe('code-used');
    expect(await paymentRecords(tk, second.id)).toEqual([]);
  });
});

describe('return_payment_against_code/{code}', () => {
  it('removes the payment the code recorded and makes the code redeemable again, in one step', async () => {
    const [code] = await generate(admin, course, 1);
    const user = await tk.createUser('student');
    const student = await tk.loginAs(user);
    await student.post('payment/code/', { courseId: course, paymentCode: code });
    expect((await student.get(`courses/${course}/`)).status).toBe(200);
    const answer = await admin.put(`return_payment_against_code/${code}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ returned: 1, code: { code, active: true, redeemed_at: null, redeemed_by: null } });
    expect(await paymentRecords(tk, user.id)).toEqual([]);
    // The course asks its payment again; the code can pay it.
    expect((await student.get(`courses/${course}/`)).body.errno).toBe('payment-required');
    expect((await student.post('payment/code/', { courseId: course, paymentCode: code })).status).toBe(200);
  });

  it('refuses a code nobody redeemed', async () => {
    const [code] = await generate(admin, course, 1);
    const refused = await admin.put(`return_payment_against_code/${code}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ errno: 'code-not-redeemed', error: PAYMENT_MESSAGES.notRedeemed });
  });
});

describe('payments/codes/{targetId} (the CSV export)', () => {
  it("lists every code of a target, newest first, and nothing of another target's", async () => {
    const fresh = (await tk.createCourse({ instructor, settings: { payment: { amount: 700 } } })).courseId;
    tk.clock.advance(60_000);
    const first = await generate(admin, fresh, 3);
    tk.clock.advance(60_000);
    const second = await generate(admin, fresh, 2);
    const listed = await admin.get(`payments/codes/${fresh}`);
    expect(listed.status).toBe(200);
    expect(listed.body.codes.map((row: { code: string }) => row.code)).toEqual([...[...second].sort(), ...[...first].sort()]);
    expect(listed.body.codes.every((row: { course_id: string; amount: number }) => row.course_id === fresh && row.amount === 700)).toBe(true);
  });
});

describe('the audit log of the code tools', () => {
  it('records who switched, redeemed for someone and returned a code, with before and after; a refused change records nothing', async () => {
    const auditor = await tk.createUser('site-admin');
    const client = await tk.loginAs(auditor);
    const buyer = await tk.createUser('student');
    const [code] = await generate(client, course, 1);
    const key = stored(code!);
    const entries = async () => (await tk.kernel.resolve(coreServices.auditLog).list({ subjectId: key, limit: 50 })).map((e) => [e.action, e.actorId, e.subjectType, e.before, e.after]);
    // The test clock stands still: each step a second later, so the log's order is theirs.
    const step = async (method: string, path: string, body?: object) => (tk.clock.advance(1000), (await client.request(method, path, body)).status);
    expect(await step('POST', 'removing/1', { code })).toBe(200);
    expect(await step('POST', 'removing/0', { code })).toBe(200);
    expect(await step('PUT', `redeem_code/${code}`, { email: buyer.email })).toBe(200);
    // A redeemed code cannot be switched off: nothing written.
    expect(await step('POST', 'removing/1', { code })).toBe(409);
    expect(await step('PUT', `return_payment_against_code/${code}`)).toBe(200);
    expect(await entries()).toEqual([
      ['codes.return_payment', auditor.id, 'code', { redeemed_by: buyer.id, redeemed_at: expect.any(String) }, { redeemed_by: null, payment_rows_removed: 1 }],
      ['codes.redeem_for', auditor.id, 'code', { redeemed_by: null }, { redeemed_by: buyer.id, courses: [course], amount: 2500 }],
      ['codes.activate', auditor.id, 'code', { active: false }, { active: true }],
      ['codes.deactivate', auditor.id, 'code', { active: true }, { active: false }],
    ]);
  });
});

describe('user_code/{userId}/{isbnId}', () => {
  it('answers the codes an account redeemed for a bundle or course, and none of another target or account', async () => {
    const buyer = await tk.createUser('student');
    const [forBundle] = await generate(admin, bundleId, 1);
    const single = (await tk.createCourse({ instructor, settings: { payment: { amount: 900 } } })).courseId;
    const [forCourse, unused] = await generate(admin, single, 2);
    expect((await admin.put(`redeem_code/${forBundle}`, { email: buyer.email })).status).toBe(200);
    expect((await admin.put(`redeem_code/${forCourse}`, { email: buyer.email })).status).toBe(200);
    const ofBundle = await levelZero.get(`user_code/${buyer.id}/${bundleId}`);
    expect(ofBundle.status).toBe(200);
    expect(ofBundle.body.codes).toEqual([expect.objectContaining({ code: forBundle, bundle_id: bundleId, title: 'Maths pack', redeemed_by: expect.objectContaining({ _id: buyer.id }) })]);
    const ofCourse = (await admin.get(`user_code/${buyer.id}/${single}`)).body.codes.map((row: { code: string }) => row.code);
    expect([ofCourse, ofCourse.includes(unused)]).toEqual([[forCourse], false]);
    const other = await tk.createUser('student');
    expect((await admin.get(`user_code/${other.id}/${bundleId}`)).body).toEqual({ codes: [] });
    expect((await admin.get(`user_code/${'e'.repeat(24)}/${bundleId}`)).body).toEqual({ errno: 'no-account', error: PAYMENT_MESSAGES.noAccount });
  });
});

describe('rights (part 3 §6: administrators only)', () => {
  it('refuses students, instructors and visitors every code tool', async () => {
    const [code] = await generate(admin, course, 1);
    const calls: [string, string, object?][] = [
      ['GET', `code_lookup/${code}`],
      ['POST', 'removing/1', { code }],
      ['PUT', `redeem_code/${code}`, { email: instructor.email }],
      ['PUT', `return_payment_against_code/${code}`],
      ['GET', `payments/codes/${course}`],
      ['GET', `user_code/${instructor.id}/${course}`],
      ['POST', 'generate', { target: course, count: 1 }],
    ];
    const student = await tk.loginAs(await tk.createUser('student'));
    const teacher = await tk.loginAs(instructor);
    for (const [method, path, body] of calls) {
      expect((await student.request(method, path, body)).status, `${method} ${path}`).toBe(403);
      expect((await teacher.request(method, path, body)).status, `${method} ${path}`).toBe(403);
      expect((await tk.client().request(method, path, body)).status, `${method} ${path}`).toBe(401);
    }
    expect((await tk.kernel.knex('payments_codes').where({ code: stored(code!) }).first())).toMatchObject({ active: true, redeemed_at: null });
  });
});

describe('the analytics ecommerce event', () => {
  it('reports every redemption with revenue = amount / 100', async () => {
    const [code] = await generate(admin, course, 1);
    const user = await tk.createUser('student');
    await (await tk.loginAs(user)).post('payment/code/', { courseId: course, paymentCode: code });
    await expect.poll(() => events.find((event) => event.transaction_id === `code:${stored(code!)}`)).toEqual({
      event: 'purchase',
      transaction_id: `code:${stored(code!)}`,
      revenue: 25,
      currency: 'usd',
      payment_type: 'code',
      user_id: user.id,
      items: [{ item_id: course }],
    });
  });
});
