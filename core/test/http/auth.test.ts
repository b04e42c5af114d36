import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { sessionRefs, userRefs } from '../../src/index.ts';

let tk: TestKernel;
let student: TestUser;

const HOUR = 3600 * 1000;

beforeAll(async () => {
  tk = await createTestKernel();
  student = await tk.createUser('student', { firstname: 'Jamie', lastname: 'Lee' });
});

afterAll(() => tk?.close());

function sessionCookieLine(headers: Headers): string | undefined {
  return headers.getSetCookie().find((line) => line.startsWith('lms_session='));
}

describe('login/', () => {
  it('opens a server-side session behind an httpOnly, SameSite cookie and answers the session user', async () => {
    const client = tk.client();
    const response = await client.post('login/', { email: student.email.toUpperCase(), password: student.password });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'ok', validated: true, mongoId: student.id, name: 'Jamie Lee', email: student.email, instructor: false, administrator: 0 });
    expect(response.body).not.toHaveProperty('password_hash');
    const cookie = sessionCookieLine(response.headers)!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/path=\//i);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    expect(cookie).not.toMatch(/Secure/i);
    const stored = await tk.kernel.knex('sessions').where({ user_id: student.id });
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((s) => s.id_hash)).not.toContain(client.cookie('lms_session'));
  });

  it('keeps a remembered session in a persistent cookie', async () => {
    const response = await tk.client().post('login/', { email: student.email, password: student.password, 'remember-me': true });
    const expires = /expires=([^;]+)/i.exec(sessionCookieLine(response.headers)!)?.[1];
    const days = (new Date(expires!).getTime() - Date.now()) / (24 * HOUR);
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
  });

  it('marks the cookie Secure behind TLS', async () => {
    const behindProxy = await createTestKernel({ config: { trustProxy: true } });
    const user = await behindProxy.createUser('student');
    const response = await behindProxy.client().request('POST', 'login/', { email: user.email, password: user.password }, { headers: { 'x-forwarded-proto': 'https', origin: behindProxy.url.replace('http:', 'https:') } });
    expect(response.status).toBe(200);
    expect(sessionCookieLine(response.headers)).toMatch(/Secure/i);
    await behindProxy.close();
  });

  it('answers the same for a wrong password and an unknown account', async () => {
    const wrong = await tk.client().post('login/', { email: student.email, password: 'Wrong-passw0rd' });
    const unknown = await tk.client().post('login/', { email: 'nobody@test.example', password: 'Wrong-passw0rd' });
    expect(wrong).toMatchObject({ status: 401, body: { errno: 'invalid-credentials', error: 'Email or password incorrect.' } });
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
    expect(sessionCookieLine(wrong.headers)).toBeUndefined();
  });

  it('tells an unverified account apart only after the right password', async () => {
    const unverified = await tk.createUser('student', { validated: false });
    expect((await tk.client().post('login/', { email: unverified.email, password: 'Wrong-passw0rd' })).body.errno).toBe('invalid-credentials');
    expect(await tk.client().post('login/', { email: unverified.email, password: unverified.password })).toMatchObject({ status: 403, body: { errno: 'user-unverified' } });
  });

  it('validates the payload with the spec messages and stores nothing', async () => {
    const before = await tk.kernel.knex('sessions').count({ n: '*' }).first();
    const response = await tk.client().post('login/', { email: 'bad', password: '' });
    expect(response.status).toBe(422);
    expect(response.body.fields).toEqual([
      { field: 'email', message: 'Email adress invalid' },
      { field: 'password', message: 'Please enter your password' },
    ]);
    expect(await tk.kernel.knex('sessions').count({ n: '*' }).first()).toEqual(before);
  });

  it('gives a fresh session id at every login', async () => {
    const client = await tk.loginAs(student);
    const first = client.cookie('lms_session')!;
    await client.login(student.email, student.password);
    const second = client.cookie('lms_session')!;
    expect(second).not.toBe(first);
    const stale = tk.client();
    stale.setCookie('lms_session', first);
    expect((await stale.get('sayhi/')).body.errno).toBe('not-logged');
    expect((await client.get('sayhi/')).status).toBe(200);
  });
});

describe('sayhi/, noop and logout/', () => {
  it('answer the session user and ok while logged in, not-logged after logout', async () => {
    const client = await tk.loginAs(student);
    expect((await client.get('sayhi/')).body).toMatchObject({ mongoId: student.id, firstname: 'Jamie', lastname: 'Lee', accountType: 'standard' });
    expect((await client.get('noop')).body).toEqual({ status: 'ok' });
    const out = await client.post('logout/', { access_token: 'anything' });
    expect(out.body).toEqual({ status: 'ok' });
    expect(sessionCookieLine(out.headers)).toMatch(/lms_session=;/);
    expect(await client.get('sayhi/')).toMatchObject({ status: 401, body: { errno: 'not-logged', error: 'not logged in' } });
    expect((await client.get('noop')).status).toBe(401);
  });

  it('lets logout/ succeed without a session', async () => {
    expect((await tk.client().post('logout/', {})).status).toBe(200);
  });

  it('clears a cookie that no longer names a session', async () => {
    const client = tk.client();
    client.setCookie('lms_session', 'x'.repeat(43));
    const response = await client.get('sayhi/');
    expect(response.status).toBe(401);
    expect(sessionCookieLine(response.headers)).toMatch(/lms_session=;/);
  });
});

describe('session lifetime', () => {
  it('slides while used and ends after 12 idle hours', async () => {
    const client = await tk.loginAs(student);
    tk.clock.advance(11 * HOUR);
    expect((await client.get('noop')).status).toBe(200);
    tk.clock.advance(11 * HOUR);
    expect((await client.get('noop')).status).toBe(200);
    tk.clock.advance(12 * HOUR + 60_000);
    expect((await client.get('noop')).status).toBe(401);
    tk.clock.reset();
  });

  it('ends every session when the password is reset', async () => {
    const client = await tk.loginAs(student);
    await tk.kernel.resolve(userRefs.users).setPassword(student.email, 'Another-passw0rd');
    expect((await client.get('noop')).status).toBe(401);
    await tk.client().login(student.email, 'Another-passw0rd');
    await tk.kernel.resolve(userRefs.users).setPassword(student.email, student.password);
  });

  it('purges expired sessions', async () => {
    await tk.loginAs(student);
    tk.clock.advance(40 * 24 * HOUR);
    expect(await tk.kernel.resolve(sessionRefs.sessions).purgeExpired()).toBeGreaterThan(0);
    tk.clock.reset();
  });
});

describe('passwords', () => {
  it('are stored as argon2id hashes', async () => {
    const row = await tk.kernel.knex('users').where({ id: student.id }).first();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
