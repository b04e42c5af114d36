import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { accountRefs } from '../../src/index.ts';
import { LOGIN_THROTTLE } from '../../src/accounts/accountLimits.ts';
import { STRONG, studentPayload, tokenIn } from './support.ts';

let tk: TestKernel;

beforeAll(async () => {
  tk = await createTestKernel();
});

afterAll(() => tk?.close());

const DAY = 24 * 3600 * 1000;

/** Registers through register/ and answers the email and the validation token of its email. */
async function registerUnverified(overrides: Record<string, unknown> = {}): Promise<{ email: string; validation: string }> {
  const payload = studentPayload(overrides);
  expect((await tk.client().post('register/', payload)).status).toBe(200);
  const email = payload.email as string;
  return { email, validation: tokenIn((await tk.mailTo(email))[0], '/validate/') };
}

describe('login/ with a validation token', () => {
  it('answers user-unverified with the email without a token, only after the right password', async () => {
    const { email } = await registerUnverified();
    expect((await tk.client().post('login/', { email, password: 'Wrong-passw0rd!' })).body.errno).toBe('invalid-credentials');
    const response = await tk.client().post('login/', { email, password: STRONG });
    expect(response).toMatchObject({ status: 403, body: { errno: 'user-unverified', error: 'Please validate your email address first.', email } });
    expect(response.headers.getSetCookie().some((line) => line.startsWith('lms_session='))).toBe(false);
  });

  it('validates the account with its token, once', async () => {
    const { email, validation } = await registerUnverified();
    const client = tk.client();
    const response = await client.post('login/', { email, password: STRONG, validation });
    expect(response.body).toMatchObject({ status: 'ok', validated: true, to: '/list', email });
    expect((await tk.kernel.knex('users').where({ email }).first()).validated).toBe(true);
    // Used up, but the account is validated now: the token is simply not needed any more.
    expect((await tk.client().post('login/', { email, password: STRONG, validation })).status).toBe(200);
    expect((await tk.kernel.knex('account_tokens').where({ purpose: 'validation' }).whereNull('used_at').join('users', 'users.id', 'account_tokens.user_id').where('users.email', email))).toHaveLength(0);
  });

  it("refuses another account's token, a made-up token and an expired one (validation-invalid)", async () => {
    const first = await registerUnverified();
    const second = await registerUnverified();
    const crossed = await tk.client().post('login/', { email: first.email, password: STRONG, validation: second.validation });
    expect(crossed).toMatchObject({ status: 400, body: { errno: 'validation-invalid' } });
    expect((await tk.client().post('login/', { email: first.email, password: STRONG, validation: 'A'.repeat(43) })).body.errno).toBe('validation-invalid');
    expect((await tk.client().post('login/', { email: first.email, password: STRONG, validation: 'short' })).body.errno).toBe('validation-invalid');
    tk.clock.advance(7 * DAY + 1000);
    try {
      expect((await tk.client().post('login/', { email: first.email, password: STRONG, validation: first.validation })).body.errno).toBe('validation-invalid');
    } finally {
      tk.clock.reset();
    }
    expect((await tk.kernel.knex('users').where({ email: first.email }).first()).validated).toBe(false);
    // The second account's own token still works: the crossed attempt did not spend it.
    expect((await tk.client().post('login/', { email: second.email, password: STRONG, validation: second.validation })).status).toBe(200);
  });

  it('stores only the sha256 of a token', async () => {
    const { email, validation } = await registerUnverified();
    const user = await tk.kernel.knex('users').where({ email }).first();
    const rows = await tk.kernel.knex('account_tokens').where({ user_id: user.id });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.id_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(validation);
    }
  });
});

describe('login/ with a course', () => {
  let student: TestUser;

  beforeAll(async () => {
    student = await tk.createUser('student');
  });

  it('enrols and sends the user to the course', async () => {
    const course = await tk.createCourse();
    const response = await tk.client().post('login/', { email: student.email, password: student.password, course: course.courseId });
    expect(response.body).toMatchObject({ status: 'ok', to: `/${course.courseId}`, mongoId: student.id });
    expect(response.body.course_errno).toBeUndefined();
    expect(await tk.kernel.knex('enrollments').where({ user_id: student.id, course_id: course.courseId })).toHaveLength(1);
    // Already enrolled: the same answer.
    expect((await tk.client().post('login/', { email: student.email, password: student.password, course: course.courseId })).body.to).toBe(`/${course.courseId}`);
  });

  it('logs in anyway and tells why the course refused (locked, invite only, unknown)', async () => {
    const locked = await tk.createCourse({ settings: { enrollment_locked: true } });
    const inviteOnly = await tk.createCourse({ settings: { invite_only: true, enrollment_locked: true } });
    const cases = [
      [locked.courseId, 'enrollment_locked', 'Enrollment in this course is closed.'],
      [inviteOnly.courseId, 'invite_only', 'This course is by invitation only.'],
      ['b'.repeat(24), 'no-course', 'Unknown course id...'],
      ['not-a-course', 'no-course', 'Unknown course id...'],
    ] as const;
    for (const [course, errno, error] of cases) {
      const client = tk.client();
      const response = await client.post('login/', { email: student.email, password: student.password, course });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ status: 'ok', to: '/list', course_errno: errno, course_error: error });
      expect((await client.get('noop')).status).toBe(200);
    }
    expect(await tk.kernel.knex('enrollments').where({ user_id: student.id }).whereIn('course_id', [locked.courseId, inviteOnly.courseId])).toHaveLength(0);
  });

  it('lets the staff of a locked course in', async () => {
    const instructor = await tk.createUser('instructor');
    const locked = await tk.createCourse({ instructor, settings: { enrollment_locked: true } });
    expect((await tk.client().post('login/', { email: instructor.email, password: instructor.password, course: locked.courseId })).body.to).toBe(`/${locked.courseId}`);
  });

  it('answers the validating login with course_errno when the registration course went away', async () => {
    const { email, validation } = await registerUnverified({ course: 'c'.repeat(24) });
    const response = await tk.client().post('login/', { email, password: STRONG, validation });
    expect(response.body).toMatchObject({ status: 'ok', to: '/list', course_errno: 'no-course' });
    expect((await tk.kernel.knex('users').where({ email }).first()).pending_course_id).toBeNull();
  });
});

describe('login throttling', () => {
  it('refuses an account after 5 failures in 15 minutes, the same whether it exists or not, even with the right password', async () => {
    const victim = await tk.createUser('student');
    const ghost = 'ghost-account@test.example';
    for (let i = 0; i < LOGIN_THROTTLE.perAccount; i++) {
      expect((await tk.client().post('login/', { email: victim.email, password: `Wrong-${i}-passw0rd` })).body.errno).toBe('invalid-credentials');
      expect((await tk.client().post('login/', { email: ghost, password: `Wrong-${i}-passw0rd` })).body.errno).toBe('invalid-credentials');
    }
    const refusedReal = await tk.client().post('login/', { email: victim.email, password: victim.password });
    const refusedGhost = await tk.client().post('login/', { email: ghost, password: 'Wrong-passw0rd!' });
    expect(refusedReal).toMatchObject({ status: 429, body: { errno: 'too-many-attempts', error: 'Too many attempts. Please wait a few minutes and try again.' } });
    expect(refusedGhost.status).toBe(refusedReal.status);
    expect(refusedGhost.body).toEqual(refusedReal.body);
    const retryAfter = Number(refusedReal.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(refusedGhost.headers.get('retry-after')).toBeTruthy();

    tk.clock.advance((retryAfter + 1) * 1000);
    try {
      expect((await tk.client().post('login/', { email: victim.email, password: victim.password })).status).toBe(200);
    } finally {
      tk.clock.reset();
    }
  });

  it("never locks the owner out of a browser they logged in from: another's failures count against unknown browsers only", async () => {
    const victim = await tk.createUser('student');
    const own = await tk.loginAs(victim);
    expect(own.cookie('lms_device')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await own.post('logout/', {});
    for (let i = 0; i < LOGIN_THROTTLE.perAccount + 3; i++) await tk.client().post('login/', { email: victim.email, password: `Wrong-${i}-passw0rd` });
    // Anyone else, the right password included, waits out the window...
    expect((await tk.client().post('login/', { email: victim.email, password: victim.password })).status).toBe(429);
    // ...but the owner's own browser gets in.
    expect((await own.post('login/', { email: victim.email, password: victim.password })).status).toBe(200);
  });

  it('throttles a known browser on its own, and a device cookie of another account helps nothing', async () => {
    const owner = await tk.createUser('student');
    const other = await tk.createUser('student');
    const browser = await tk.loginAs(owner);
    await browser.post('logout/', {});
    for (let i = 0; i < LOGIN_THROTTLE.perAccount; i++) {
      expect((await browser.post('login/', { email: owner.email, password: 'Wrong-passw0rd!' })).body.errno).toBe('invalid-credentials');
    }
    expect((await browser.post('login/', { email: owner.email, password: owner.password })).status).toBe(429);

    // The owner's browser is known to the owner only: for another account it is any browser.
    for (let i = 0; i < LOGIN_THROTTLE.perAccount; i++) await tk.client().post('login/', { email: other.email, password: 'Wrong-passw0rd!' });
    expect((await browser.post('login/', { email: other.email, password: other.password })).status).toBe(429);
  });

  it('forgets the failures of an account after a successful login', async () => {
    const user = await tk.createUser('student');
    for (let i = 0; i < LOGIN_THROTTLE.perAccount - 1; i++) await tk.client().post('login/', { email: user.email, password: 'Wrong-passw0rd!' });
    expect((await tk.client().post('login/', { email: user.email, password: user.password })).status).toBe(200);
    for (let i = 0; i < LOGIN_THROTTLE.perAccount - 1; i++) await tk.client().post('login/', { email: user.email, password: 'Wrong-passw0rd!' });
    expect((await tk.client().post('login/', { email: user.email, password: user.password })).status).toBe(200);
  });

  it('refuses a client address after 30 failures over many accounts, and not other addresses', async () => {
    const proxied = await createTestKernel({ config: { trustProxy: true } });
    try {
      const user = await proxied.createUser('student');
      const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
      for (let i = 0; i < LOGIN_THROTTLE.perAddress; i++) {
        const response = await proxied.client().request('POST', 'login/', { email: `sprayed-${i}@test.example`, password: 'Wrong-passw0rd!' }, from('203.0.113.7'));
        expect(response.body.errno).toBe('invalid-credentials');
      }
      const refused = await proxied.client().request('POST', 'login/', { email: user.email, password: user.password }, from('203.0.113.7'));
      expect(refused).toMatchObject({ status: 429, body: { errno: 'too-many-attempts' } });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await proxied.client().request('POST', 'login/', { email: user.email, password: user.password }, from('198.51.100.9'))).status).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('keeps refusing within the window without extending it', async () => {
    const throttle = tk.kernel.resolve(accountRefs.throttle);
    const subject = { email: 'window@test.example', address: '192.0.2.1' };
    const policy = { action: 'unit-window', windowSeconds: 60, perAccount: 2, perAddress: 100 };
    tk.clock.set('2030-01-01T00:00:00Z');
    try {
      await throttle.take(policy, subject);
      tk.clock.advance(10_000);
      await throttle.take(policy, subject);
      await expect(throttle.take(policy, subject)).rejects.toMatchObject({ errno: 'too-many-attempts', headers: { 'Retry-After': '50' } });
      tk.clock.advance(30_000);
      await expect(throttle.take(policy, subject)).rejects.toMatchObject({ headers: { 'Retry-After': '20' } });
      tk.clock.advance(20_000);
      await expect(throttle.take(policy, subject)).resolves.toBeDefined();
    } finally {
      tk.clock.reset();
    }
  });
});
