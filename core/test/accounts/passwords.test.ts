import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
import { PASSWORD_RULE_MESSAGE } from '@lms/contract/rules';
import { userRefs } from '../../src/index.ts';
import { RECOVERY_THROTTLE, RESEND_THROTTLE } from '../../src/accounts/accountLimits.ts';
import { freshEmail, STRONG, studentPayload, tokenIn } from './support.ts';

let tk: TestKernel;

beforeAll(async () => {
  tk = await createTestKernel({ config: { trustProxy: true } });
});

afterAll(() => tk?.close());

const HOUR = 3600 * 1000;
let addressCounter = 0;
/** A client address of its own per test, so the per-address throttles of one test do not reach the next. */
function newAddress(): Record<string, string> {
  addressCounter += 1;
  return { 'x-forwarded-for': `198.18.${Math.floor(addressCounter / 250)}.${addressCounter % 250}` };
}

async function registerUnverified(): Promise<string> {
  const payload = studentPayload();
  await tk.client().post('register/', payload);
  return payload.email as string;
}

describe('PUT resend', () => {
  it('sends a new validation email at most 3 times; earlier links stop working', async () => {
    const email = await registerUnverified();
    const headers = newAddress();
    const first = tokenIn((await tk.mailTo(email))[0], '/validate/');
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await tk.client().request('PUT', 'resend', { email, password: STRONG }, { headers })).body);
    expect(answers).toEqual([
      { status: 'sent', remaining: 2 },
      { status: 'sent', remaining: 1 },
      { status: 'sent', remaining: 0 },
    ]);
    const refused = await tk.client().request('PUT', 'resend', { email, password: STRONG }, { headers });
    expect(refused).toMatchObject({ status: 429, body: { errno: 'resend-limit' } });
    const mails = await tk.mailTo(email);
    expect(mails).toHaveLength(4);
    expect(mails.every((mail) => mail.kind === 'validation')).toBe(true);
    const latest = tokenIn(mails[0], '/validate/');
    expect((await tk.client().post('login/', { email, password: STRONG, validation: first })).body.errno).toBe('validation-invalid');
    expect((await tk.client().post('login/', { email, password: STRONG, validation: latest })).status).toBe(200);
  });

  it('needs the right password, answering an unknown email the same way', async () => {
    const email = await registerUnverified();
    const headers = newAddress();
    const wrong = await tk.client().request('PUT', 'resend', { email, password: 'Wrong-passw0rd!' }, { headers });
    const unknown = await tk.client().request('PUT', 'resend', { email: freshEmail('nobody'), password: 'Wrong-passw0rd!' }, { headers });
    expect(wrong).toMatchObject({ status: 401, body: { errno: 'invalid-credentials' } });
    expect(unknown.body).toEqual(wrong.body);
    expect(await tk.mailTo(email)).toHaveLength(1);
  });

  it('is throttled per account (wrong passwords included), the same for an unknown email', async () => {
    const email = await registerUnverified();
    const ghost = freshEmail('ghost');
    for (let i = 0; i < RESEND_THROTTLE.perAccount; i++) {
      expect((await tk.client().request('PUT', 'resend', { email, password: 'Wrong-passw0rd!' }, { headers: newAddress() })).body.errno).toBe('invalid-credentials');
      expect((await tk.client().request('PUT', 'resend', { email: ghost, password: 'Wrong-passw0rd!' }, { headers: newAddress() })).body.errno).toBe('invalid-credentials');
    }
    const real = await tk.client().request('PUT', 'resend', { email, password: STRONG }, { headers: newAddress() });
    const fake = await tk.client().request('PUT', 'resend', { email: ghost, password: STRONG }, { headers: newAddress() });
    expect(real).toMatchObject({ status: 429, body: { errno: 'too-many-attempts' } });
    expect(fake.body).toEqual(real.body);
    expect(await tk.mailTo(email)).toHaveLength(1);
  });

  it('answers already-validated and the login messages', async () => {
    const user = await tk.createUser('student');
    expect((await tk.client().request('PUT', 'resend', { email: user.email, password: user.password }, { headers: newAddress() })).body).toMatchObject({ errno: 'already-validated' });
    const invalid = await tk.client().put('resend', { email: 'nope', password: '' });
    expect(invalid.body.fields).toEqual([
      { field: 'email', message: 'Email adress invalid' },
      { field: 'password', message: 'Please enter your password' },
    ]);
    expect((await tk.client().put('resend', {})).body.fields).toEqual([
      { field: 'email', message: 'Please enter your email' },
      { field: 'password', message: 'Please enter your password' },
    ]);
  });
});

describe('POST passwordrecovery/', () => {
  it('answers the same for an unknown email and queues a reset email only for an account', async () => {
    const user = await tk.createUser('student');
    const headers = newAddress();
    const known = await tk.client().request('POST', 'passwordrecovery/', { email: user.email }, { headers });
    const unknownEmail = freshEmail('nobody');
    const unknown = await tk.client().request('POST', 'passwordrecovery/', { email: unknownEmail }, { headers });
    expect(known).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(await tk.kernel.knex('mail_outbox').where({ to_address: unknownEmail })).toHaveLength(0);
    const [mail] = await tk.mailTo(user.email);
    expect(mail).toMatchObject({ kind: 'password-reset', subject: 'Reset your Learning Platform password' });
    expect(mail!.text).toContain(`${tk.url}/changepassword/`);
    expect(mail!.text).toContain(`${tk.url}/unsubscribe/`);
  });

  it('checks the email', async () => {
    expect((await tk.client().post('passwordrecovery/', { email: '' })).body.fields).toEqual([{ field: 'email', message: 'Please enter your email' }]);
    expect((await tk.client().post('passwordrecovery/', { email: 'x@y' })).body.fields).toEqual([{ field: 'email', message: 'Email adress invalid' }]);
  });

  it('is throttled per account, the same for an unknown email', async () => {
    const user = await tk.createUser('student');
    const ghost = freshEmail('ghost');
    for (let i = 0; i < RECOVERY_THROTTLE.perAccount; i++) {
      expect((await tk.client().request('POST', 'passwordrecovery/', { email: user.email }, { headers: newAddress() })).status).toBe(200);
      expect((await tk.client().request('POST', 'passwordrecovery/', { email: ghost }, { headers: newAddress() })).status).toBe(200);
    }
    const real = await tk.client().request('POST', 'passwordrecovery/', { email: user.email }, { headers: newAddress() });
    const fake = await tk.client().request('POST', 'passwordrecovery/', { email: ghost }, { headers: newAddress() });
    expect(real).toMatchObject({ status: 429, body: { errno: 'too-many-attempts' } });
    expect(fake.status).toBe(429);
    expect(fake.body).toEqual(real.body);
    expect(Number(real.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await tk.mailTo(user.email)).toHaveLength(RECOVERY_THROTTLE.perAccount);
  });

  it('is throttled per client address', async () => {
    const headers = newAddress();
    for (let i = 0; i < RECOVERY_THROTTLE.perAddress; i++) {
      expect((await tk.client().request('POST', 'passwordrecovery/', { email: freshEmail('spray') }, { headers })).status).toBe(200);
    }
    expect((await tk.client().request('POST', 'passwordrecovery/', { email: freshEmail('spray') }, { headers })).body.errno).toBe('too-many-attempts');
    expect((await tk.client().request('POST', 'passwordrecovery/', { email: freshEmail('spray') }, { headers: newAddress() })).status).toBe(200);
  });
});

describe('POST changepassword/', () => {
  async function resetToken(email: string): Promise<string> {
    await tk.client().request('POST', 'passwordrecovery/', { email }, { headers: newAddress() });
    return tokenIn((await tk.mailTo(email))[0], '/changepassword/');
  }

  it('sets the new password once, validates the account and ends every session', async () => {
    const user = await tk.createUser('student', { validated: false });
    await tk.kernel.knex('users').where({ id: user.id }).update({ validated: true });
    const loggedIn = await tk.loginAs(user);
    await tk.kernel.knex('users').where({ id: user.id }).update({ validated: false });
    const id = await resetToken(user.email);
    const response = await tk.client().post('changepassword/', { id, password1: 'New-passw0rd!', password2: 'New-passw0rd!' });
    expect(response).toMatchObject({ status: 200, body: { status: 'password has been changed' } });
    expect((await loggedIn.get('noop')).status).toBe(401);
    expect((await tk.client().post('login/', { email: user.email, password: user.password })).body.errno).toBe('invalid-credentials');
    expect((await tk.client().post('login/', { email: user.email, password: 'New-passw0rd!' })).status).toBe(200);
    const again = await tk.client().post('changepassword/', { id, password1: 'Other-passw0rd!', password2: 'Other-passw0rd!' });
    expect(again).toMatchObject({ status: 400, body: { errno: 'reset-invalid' } });
  });

  it('answers the reset messages and keeps the link usable', async () => {
    const user = await tk.createUser('student');
    const id = await resetToken(user.email);
    expect((await tk.client().post('changepassword/', { id, password1: '', password2: '' })).body.fields).toEqual([{ field: 'password1', message: 'You must enter a password' }]);
    expect((await tk.client().post('changepassword/', { id })).body.fields).toEqual([{ field: 'password1', message: 'You must enter a password' }]);
    expect((await tk.client().post('changepassword/', { id, password1: 'New-passw0rd!', password2: 'Other' })).body.fields).toEqual([{ field: 'password2', message: 'Please enter the same password twice.' }]);
    expect((await tk.client().post('changepassword/', { id, password1: 'weakweak', password2: 'weakweak' })).body.fields).toEqual([{ field: 'password1', message: PASSWORD_RULE_MESSAGE }]);
    expect((await tk.client().post('changepassword/', { id, password1: 'New-passw0rd!', password2: 'New-passw0rd!' })).status).toBe(200);
  });

  it('refuses an unknown or expired link, and the earlier link once a new one is sent', async () => {
    const user = await tk.createUser('student');
    expect((await tk.client().post('changepassword/', { id: 'x'.repeat(43), password1: STRONG, password2: STRONG })).body.errno).toBe('reset-invalid');
    const earlier = await resetToken(user.email);
    const later = await resetToken(user.email);
    expect((await tk.client().post('changepassword/', { id: earlier, password1: STRONG, password2: STRONG })).body.errno).toBe('reset-invalid');
    tk.clock.advance(2 * HOUR + 1000);
    try {
      expect((await tk.client().post('changepassword/', { id: later, password1: STRONG, password2: STRONG })).body.errno).toBe('reset-invalid');
    } finally {
      tk.clock.reset();
    }
    expect((await tk.client().post('login/', { email: user.email, password: user.password })).status).toBe(200);
  });

  it('revokes every unused reset link when the owner changes the password on the account screen', async () => {
    const user = await tk.createUser('student');
    const leaked = await resetToken(user.email);
    const owner = await tk.loginAs(user);
    expect((await owner.post('update_password/', { current_password: user.password, new_password: 'Owner-passw0rd!' })).status).toBe(200);
    const attacker = await tk.client().post('changepassword/', { id: leaked, password1: 'Attack-passw0rd!', password2: 'Attack-passw0rd!' });
    expect(attacker).toMatchObject({ status: 400, body: { errno: 'reset-invalid' } });
    expect((await tk.client().post('login/', { email: user.email, password: 'Owner-passw0rd!' })).status).toBe(200);
  });

  it('revokes every unused reset link when the password is set from the command line', async () => {
    const user = await tk.createUser('student');
    const leaked = await resetToken(user.email);
    await tk.kernel.resolve(userRefs.users).setPassword(user.email, 'Admin-passw0rd!');
    expect((await tk.client().post('changepassword/', { id: leaked, password1: STRONG, password2: STRONG })).body.errno).toBe('reset-invalid');
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    const user = await tk.createUser('student');
    const id = await resetToken(user.email);
    const [a, b] = await Promise.all([
      tk.client().post('changepassword/', { id, password1: 'First-passw0rd!', password2: 'First-passw0rd!' }),
      tk.client().post('changepassword/', { id, password1: 'Second-passw0rd!', password2: 'Second-passw0rd!' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
  });
});

describe('POST unsubscribe/', () => {
  it("turns the account's email notifications off through any mail's link, once", async () => {
    const user = await tk.createUser('student');
    await tk.client().request('POST', 'passwordrecovery/', { email: user.email }, { headers: newAddress() });
    const resetid = tokenIn((await tk.mailTo(user.email))[0], '/unsubscribe/');
    expect((await tk.client().post('unsubscribe/', { resetid })).body).toEqual({ status: 'unsubscribed' });
    expect((await tk.kernel.knex('users').where({ id: user.id }).first()).email_notifications).toBe(false);
    const again = await tk.client().post('unsubscribe/', { resetid });
    expect(again).toMatchObject({ status: 404, body: { errno: 'user-not-exists', error: 'We could not find that email in our subscription list.' } });
  });

  it('answers user-not-exists for a made-up link, and keeps the link types apart', async () => {
    expect((await tk.client().post('unsubscribe/', { resetid: 'made-up' })).body.errno).toBe('user-not-exists');
    const user = await tk.createUser('student');
    await tk.client().request('POST', 'passwordrecovery/', { email: user.email }, { headers: newAddress() });
    const resetToken = tokenIn((await tk.mailTo(user.email))[0], '/changepassword/');
    expect((await tk.client().post('unsubscribe/', { resetid: resetToken })).body.errno).toBe('user-not-exists');
    expect((await tk.kernel.knex('users').where({ id: user.id }).first()).email_notifications).toBe(true);
    expect((await tk.client().post('unsubscribe/', {})).status).toBe(422);
  });
});
