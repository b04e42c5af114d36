import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolledCourseIds, paymentRecords, updateCourse, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { PAYMENT_MESSAGES } from '../../src/schemas/paymentMessages.ts';
import { startPayments, type PaymentsBed } from './paymentsFixture.ts';

let bed: PaymentsBed;
let tk: TestKernel;
let admin: TestClient;
let instructor: TestUser;
let course: string;
let laterCourse: string;
let bundleId: string;

const DISPLAYED = /^[A-HJ-NP-Z1-9]{4}(-[A-HJ-NP-Z1-9]{4}){3}$/;

beforeAll(async () => {
  bed = await startPayments();
  tk = bed.tk;
  tk.clock.set('2026-03-01T12:00:00.000Z');
  instructor = await tk.createUser('instructor');
  admin = await tk.loginAs(await tk.createUser('site-admin'));
  course = (await tk.createCourse({ title: 'Open now', instructor, settings: { payment: { amount: 2000 } } })).courseId;
  laterCourse = (await tk.createCourse({ title: 'Opens later', instructor, settings: { payment: { amount: 3000 } } })).courseId;
  await updateCourse(tk, laterCourse, { start_date: new Date('2026-04-01T09:00:00.000Z') });
  bundleId = (await admin.post('payments/bundles/', { title: 'Both', amount: 4001, courses: [course, laterCourse] })).body.bundle._id;
});

afterAll(() => bed?.close());

async function generate(target: string, count: number): Promise<string[]> {
  const answer = await admin.post('generate', { target, count });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.codes;
}

async function newStudent(): Promise<{ user: TestUser; client: TestClient }> {
  const user = await tk.createUser('student');
  return { user, client: await tk.loginAs(user) };
}

describe('POST generate (codes)', () => {
  it('generates distinct codes of four groups of 4, recording the amount of their target', async () => {
    const codes = await generate(bundleId, 25);
    expect(codes).toHaveLength(25);
    expect(new Set(codes).size).toBe(25);
    for (const code of codes) expect(code).toMatch(DISPLAYED);
    const stored = await tk.kernel.knex('payments_codes').whereIn('code', codes.map((code) => code.replace(/-/g, '')));
    expect(stored).toHaveLength(25);
    expect(stored.every((row) => row.bundle_id === bundleId && row.course_id === null && row.amount === 4001 && row.active && row.redeemed_by === null)).toBe(true);
  });

  it('takes 1 to 10,000 codes per request, as an integer', async () => {
    const before = await tk.kernel.knex('payments_codes').count({ n: '*' }).first();
    for (const count of [0, 10_001, 2.5, '5', -3]) {
      const refused = await admin.post('generate', { target: course, count });
      expect(refused.status, String(count)).toBe(422);
      expect(refused.body.fields, String(count)).toEqual([{ field: 'count', message: 'Please enter an integer between 1 and 10,000' }]);
    }
    expect(await tk.kernel.knex('payments_codes').count({ n: '*' }).first()).toEqual(before);
    expect(await generate(course, 10_000)).toHaveLength(10_000);
  });

  it('refuses a target that is neither a bundle nor a paid course, and callers who are not site administrators', async () => {
    const free = (await tk.createCourse({ instructor })).courseId;
    expect((await admin.post('generate', { target: free, count: 1 })).body).toEqual({ errno: 'no-bundle', error: PAYMENT_MESSAGES.noBundle });
    const teacher = await tk.loginAs(instructor);
    expect((await teacher.post('generate', { target: course, count: 1 })).status).toBe(403);
    expect((await tk.client().post('generate', { target: course, count: 1 })).status).toBe(401);
  });
});

describe('payment/code/', () => {
  it('redeems a code typed in any case, with spaces: enrols, records a code payment, answers the amount', async () => {
    const [code] = await generate(course, 1);
    const { user, client } = await newStudent();
    const typed = code!.toLowerCase().replace(/-/g, ' ');
    const answer = await client.post('payment/code/', { courseId: course, paymentCode: typed });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'paid', user: { mongoId: user.id }, amount: 2000, open_date: null, courses: [course] });
    expect(await paymentRecords(tk, user.id)).toEqual([{ courseId: course, amount: 2000, paymentType: 'code', providerRef: expect.stringContaining(`code:${code!.replace(/-/g, '')}`) }]);
    expect(await enrolledCourseIds(tk, user.id)).toEqual([course]);
    expect(await tk.kernel.knex('payments_codes').where({ code: code!.replace(/-/g, '') }).first()).toMatchObject({ redeemed_by: user.id, redeemed_at: expect.any(Date) });
    expect((await client.get(`courses/${course}/`)).status).toBe(200);
  });

  it('answers the open date when the courses bought have not started, splitting the amount over them', async () => {
    const [code] = await generate(bundleId, 1);
    const { user, client } = await newStudent();
    const later = await generate(laterCourse, 1);
    const answer = await client.post('payment/code/', { bundleId, paymentCode: code });
    expect(answer.body).toMatchObject({ status: 'paid', amount: 4001, open_date: null, courses: [course, laterCourse] });
    expect((await paymentRecords(tk, user.id)).map((row) => row.amount).sort()).toEqual([2000, 2001]);
    const other = await newStudent();
    expect((await other.client.post('payment/code/', { courseId: laterCourse, paymentCode: later[0] })).body).toMatchObject({
      amount: 3000,
      open_date: '2026-04-01T09:00:00.000Z',
    });
  });

  it('refuses a malformed code with the field, storing nothing', async () => {
    const { user, client } = await newStudent();
    for (const paymentCode of ['ABCD-EFGH-JKLM-NPQ', 'ABCD-EFGH-JKLM-NPQI', 'ABCD-EFGH-JKLM-NPQ0', 'ABCDEFGHJKLMNPQRS', '']) {
      const refused = await client.post('payment/code/', { courseId: course, paymentCode });
      expect(refused.status, paymentCode).toBe(422);
      expect(refused.body.fields, paymentCode).toEqual([{ field: 'paymentCode', message: PAYMENT_MESSAGES.badCode }]);
    }
    expect(await paymentRecords(tk, user.id)).toEqual([]);
  });

  it('refuses an unknown, a deactivated, a used code and a code for another course', async () => {
    const [used, deactivated, bundleCode] = await generate(bundleId, 3);
    await tk.kernel.knex('payments_codes').where({ code: deactivated!.replace(/-/g, '') }).update({ active: false });
    const first = await newStudent();
    expect((await first.client.post('payment/code/', { bundleId, paymentCode: used })).status).toBe(200);
    const { user, client } = await newStudent();
    const cases: [Record<string, string>, number, Record<string, string>][] = [
      [{ courseId: course, paymentCode: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ' }, 404, { errno: 'invalid-code', error: PAYMENT_MESSAGES.invalidCode }],
      [{ bundleId, paymentCode: deactivated! }, 404, { errno: 'invalid-code', error: PAYMENT_MESSAGES.invalidCode }],
      [{ bundleId, paymentCode: used! }, 409, { errno: 'code-used', error: PAYMENT_MESSAGES.codeUsed }],
      [{ courseId: course, paymentCode: bundleCode! }, 422, { errno: 'code-mismatch', error: PAYMENT_MESSAGES.codeMismatch }],
    ];
    for (const [body, status, error] of cases) {
      const refused = await client.post('payment/code/', body);
      expect(refused.status, JSON.stringify(body)).toBe(status);
      expect(refused.body, JSON.stringify(body)).toEqual(error);
    }
    expect(await paymentRecords(tk, user.id)).toEqual([]);
    expect(await tk.kernel.knex('payments_codes').where({ code: bundleCode!.replace(/-/g, '') }).first()).toMatchObject({ redeemed_by: null, redeemed_at: null });
  });

  it('lets one of two people redeeming a code at once have it', async () => {
    const [code] = await generate(course, 1);
    const [first, second] = [await newStudent(), await newStudent()];
    const answers = await Promise.all([first, second].map(({ client }) => client.post('payment/code/', { courseId: course, paymentCode: code })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect([...(await paymentRecords(tk, first.user.id)), ...(await paymentRecords(tk, second.user.id))]).toHaveLength(1);
  });

  it('keeps a code for someone who has the courses already, and needs exactly one target', async () => {
    const [code] = await generate(course, 1);
    const teacher = await tk.loginAs(instructor);
    expect((await teacher.post('payment/code/', { courseId: course, paymentCode: code })).body).toEqual({ errno: 'already-paid', error: PAYMENT_MESSAGES.alreadyPaid });
    const { client } = await newStudent();
    expect((await client.post('payment/code/', { paymentCode: code })).status).toBe(422);
    expect((await client.post('payment/code/', { courseId: course, bundleId, paymentCode: code })).status).toBe(422);
    expect((await tk.kernel.knex('payments_codes').where({ code: code!.replace(/-/g, '') }).first()).redeemed_at).toBeNull();
  });

  it('needs a logged-in user', async () => {
    const [code] = await generate(course, 1);
    const refused = await tk.client().post('payment/code/', { courseId: course, paymentCode: code });
    expect(refused.status).toBe(401);
    expect(refused.body.errno).toBe('not-logged');
  });
});
