import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';

/**
 * Issue 26 item 10: registration and password recovery ask for a solved
 * captcha (the spec's `captcha_challenge`) only past the throttling threshold.
 */
let tk: TestKernel;

const student = (email: string, extra: Record<string, unknown> = {}) => ({ name: 'Ada', surname: 'Byron', email, password1: 'Str0ng!pass', password2: 'Str0ng!pass', toc: true, ...extra });
const solved = async (challenge: Challenge) => {
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
};
const accounts = async () => Number((await tk.kernel.knex('users').count({ n: '*' }))[0]!.n);

beforeAll(async () => {
  tk = await createTestKernel({ config: { rateLimits: { captcha: { points: 2, durationSeconds: 600 } } } });
});

afterAll(() => tk?.close());

describe('the captcha past the threshold', () => {
  it('asks nothing of the first calls, then refuses with a challenge and stores nothing', async () => {
    const client = tk.client();
    expect((await client.post('register/', student('one@example.org'))).status).toBe(200);
    expect((await tk.client().post('passwordrecovery/', { email: 'one@example.org' })).status).toBe(200);
    const before = await accounts();
    const refused = await tk.client().post('register/', student('three@example.org'));
    expect(refused.status).toBe(428);
    expect(refused.body.errno).toBe('captcha-required');
    expect(refused.body.captcha).toMatchObject({ parameters: { algorithm: 'PBKDF2/SHA-256' }, signature: expect.any(String) });
    expect(await accounts()).toBe(before);
  });

  it('lets a call with the solved challenge through, once', async () => {
    const refused = await tk.client().post('register/', student('four@example.org'));
    const payload = await solved(refused.body.captcha);
    const through = await tk.client().post('register/', student('four@example.org', { captcha_challenge: payload }));
    expect(through.status).toBe(200);
    const again = await tk.client().post('register_professor/', { ...student('five@example.org'), captcha_challenge: payload });
    expect(again.status).toBe(428);
    expect(again.body.errno).toBe('captcha-invalid');
    expect(again.body.captcha.signature).not.toBe(refused.body.captcha.signature);
  });

  it('refuses a tampered or expired solution, and password recovery is guarded too', async () => {
    const refused = await tk.client().post('passwordrecovery/', { email: 'one@example.org' });
    expect(refused.body.errno).toBe('captcha-required');
    const challenge = refused.body.captcha as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    // A later expiry than the server signed: the signature no longer matches.
    const tampered = { challenge: { ...challenge, parameters: { ...challenge.parameters, expiresAt: (challenge.parameters.expiresAt ?? 0) + 3600 } }, solution };
    const tamperedPayload = Buffer.from(JSON.stringify(tampered)).toString('base64');
    expect((await tk.client().post('passwordrecovery/', { email: 'one@example.org', captcha_challenge: tamperedPayload })).body.errno).toBe('captcha-invalid');
    expect((await tk.client().post('passwordrecovery/', { email: 'one@example.org', captcha_challenge: 'not base64 json' })).body.errno).toBe('captcha-invalid');
    const payload = await solved(challenge);
    tk.clock.advance(11 * 60 * 1000);
    expect((await tk.client().post('passwordrecovery/', { email: 'one@example.org', captcha_challenge: payload })).body.errno).toBe('captcha-invalid');
  });
});
