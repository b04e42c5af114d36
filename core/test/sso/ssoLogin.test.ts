import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { TestResponse } from '@lms/sdk/testing';
import { startSsoFixture, type SsoFixture } from './support/ssoFixture.ts';
import { providerAccount } from './support/providerAccount.ts';

let sso: SsoFixture;

beforeAll(async () => {
  sso = await startSsoFixture();
});

afterAll(() => sso?.close());

function sessionCookieSet(response: TestResponse): boolean {
  return response.headers.getSetCookie().some((line) => line.startsWith('lms_session=') && !/expires=Thu, 01 Jan 1970/i.test(line));
}

async function sessionsOf(userId: string) {
  return sso.tk.kernel.knex('sessions').where({ user_id: userId });
}

describe('single sign-on through an OpenID provider', () => {
  it('creates a validated student account from the ID token claims and opens a session', async () => {
    const client = sso.tk.client();
    const alice = providerAccount({ given_name: 'Alice', family_name: 'Liddell' });
    const start = await client.get('oauth2/redirector/na');
    const authorization = new URL(start.body.redirect_url);
    expect(authorization.origin).toBe(sso.op.issuer);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('redirect_uri')).toBe(`${sso.tk.url}/server/oauth2/callback`);
    expect(authorization.searchParams.get('scope')).toBe('openid email profile');
    const attemptCookie = start.headers.getSetCookie().find((line) => line.startsWith('lms_sso_attempt='))!;
    expect(attemptCookie).toMatch(/httponly/i);
    expect(attemptCookie).toMatch(/path=\/server\/oauth2\//i);

    const answer = await sso.signIn(client, alice);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/list');
    expect(sessionCookieSet(answer)).toBe(true);

    const me = await client.get('sayhi/');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ name: 'Alice Liddell', email: alice.email, instructor: false, administrator: 0, accountType: 'standard' });
    const row = await sso.tk.kernel.knex('users').where({ id: me.body.mongoId }).first();
    expect(row).toMatchObject({ validated: true, password_hash: null, sso_issuer: sso.op.issuer, sso_subject: alice.sub });
    const [session] = await sessionsOf(row.id);
    expect(session.sso_id_token).toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('logs the same identity in to the same account next time, with a fresh session id', async () => {
    const bob = providerAccount();
    const first = sso.tk.client();
    await sso.signIn(first, bob);
    const firstId = (await first.get('sayhi/')).body.mongoId;
    const again = sso.tk.client();
    await sso.signIn(again, bob);
    expect((await again.get('sayhi/')).body.mongoId).toBe(firstId);
    expect(again.cookie('lms_session')).not.toBe(first.cookie('lms_session'));
    expect(await sso.tk.kernel.knex('users').whereRaw('lower(email) = ?', [bob.email!]).count({ n: '*' }).first()).toEqual({ n: 1 });
  });

  it('goes back to the remembered path of this site, and never to another site', async () => {
    const client = sso.tk.client();
    client.setCookie('lms_redirect', encodeURIComponent('/0123456789abcdef01234567/lesson?view=shared'));
    const answer = await sso.signIn(client, providerAccount());
    expect(answer.headers.get('location')).toBe('/0123456789abcdef01234567/lesson?view=shared');
    expect(client.cookie('lms_redirect')).toBeUndefined();

    for (const foreign of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', '/logout']) {
      const other = sso.tk.client();
      other.setCookie('lms_redirect', encodeURIComponent(foreign));
      expect((await sso.signIn(other, providerAccount())).headers.get('location')).toBe('/list');
    }
  });

  it('links an existing account with the same email when the provider has verified it', async () => {
    const existing = await sso.tk.createUser('instructor', { email: `carol-${randomBytes(3).toString('hex')}@school.example` });
    const client = sso.tk.client();
    const answer = await sso.signIn(client, providerAccount({ email: existing.email.toUpperCase(), email_verified: true }));
    expect(answer.headers.get('location')).toBe('/list');
    const me = (await client.get('sayhi/')).body;
    expect(me).toMatchObject({ mongoId: existing.id, instructor: true, firstname: existing.row.firstname });
    // The password still works too.
    expect((await sso.tk.client().post('login/', { email: existing.email, password: existing.password })).status).toBe(200);
  });

  it('refuses to link when the provider does not vouch for the email, and opens no session', async () => {
    const existing = await sso.tk.createUser('student');
    const client = sso.tk.client();
    const answer = await sso.signIn(client, providerAccount({ email: existing.email, email_verified: false }));
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/login?sso_error=email-unverified');
    expect(sessionCookieSet(answer)).toBe(false);
    expect((await client.get('sayhi/')).status).toBe(401);
    expect(await sessionsOf(existing.id)).toEqual([]);
    expect(await sso.tk.kernel.knex('users').where({ id: existing.id }).first()).toMatchObject({ sso_issuer: null, sso_subject: null });
  });

  it('refuses an identity without an email address', async () => {
    const client = sso.tk.client();
    const answer = await sso.signIn(client, providerAccount({ email: undefined }));
    expect(answer.headers.get('location')).toBe('/login?sso_error=email-missing');
    expect((await client.get('sayhi/')).status).toBe(401);
  });

  it('refuses an answer whose state is not the one this browser sent, and the answer cannot be replayed', async () => {
    const client = sso.tk.client();
    const genuine = await sso.providerAnswer(client, providerAccount());
    const forged = genuine.replace(/state=[^&]+/, 'state=forged-state');
    const refused = await client.get(forged);
    expect(refused.headers.get('location')).toBe('/login?sso_error=state');
    expect(sessionCookieSet(refused)).toBe(false);
    // The attempt was used up by the forged answer: the genuine one no longer logs in.
    expect((await client.get(genuine)).headers.get('location')).toBe('/login?sso_error=expired');
    expect((await client.get('sayhi/')).status).toBe(401);
  });

  it("binds the provider's answer to the browser that started the sign-in (no login CSRF)", async () => {
    const attacker = sso.tk.client();
    const answer = await sso.providerAnswer(attacker, providerAccount());
    const victim = sso.tk.client();
    const planted = await victim.get(answer);
    expect(planted.headers.get('location')).toBe('/login?sso_error=expired');
    expect((await victim.get('sayhi/')).status).toBe(401);
  });

  it('refuses an ID token whose nonce is not the one this sign-in sent', async () => {
    const client = sso.tk.client();
    const answer = await sso.providerAnswer(client, providerAccount());
    await sso.tk.kernel.knex('sso_login_attempts').update({ nonce: 'another-nonce' });
    const refused = await client.get(answer);
    expect(refused.headers.get('location')).toBe('/login?sso_error=failed');
    expect(sessionCookieSet(refused)).toBe(false);
    expect((await client.get('sayhi/')).status).toBe(401);
  });

  it('refuses an expired sign-in', async () => {
    const client = sso.tk.client();
    const answer = await sso.providerAnswer(client, providerAccount());
    sso.tk.clock.advance(11 * 60 * 1000);
    try {
      expect((await client.get(answer)).headers.get('location')).toBe('/login?sso_error=expired');
    } finally {
      sso.tk.clock.reset();
    }
  });

  it('answers denied when the person refuses at the provider', async () => {
    const client = sso.tk.client();
    const answer = await sso.signIn(client, 'deny');
    expect(answer.headers.get('location')).toBe('/login?sso_error=denied');
    expect((await client.get('sayhi/')).status).toBe(401);
  });
});
