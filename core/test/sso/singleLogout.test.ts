import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canChangeName } from '../../src/sso/accountTypes.ts';
import { startSsoFixture, type SsoFixture } from './support/ssoFixture.ts';
import { providerAccount } from './support/providerAccount.ts';

let sso: SsoFixture;

beforeAll(async () => {
  sso = await startSsoFixture();
});

afterAll(() => sso?.close());

describe('logout after a single sign-on', () => {
  it("answers slo: the provider's end-session URL with id_token_hint, which the provider honours", async () => {
    const client = sso.tk.client();
    await sso.signIn(client, providerAccount());
    const userId = (await client.get('sayhi/')).body.mongoId;
    const [{ sso_id_token: idToken }] = await sso.tk.kernel.knex('sessions').where({ user_id: userId });

    const logout = await client.post('logout/', {});
    expect(logout.status).toBe(200);
    expect(logout.body).not.toHaveProperty('google');
    const slo = new URL(logout.body.slo);
    expect(`${slo.origin}${slo.pathname}`).toBe(`${sso.op.issuer}/session/end`);
    expect(Object.fromEntries(slo.searchParams)).toEqual({ id_token_hint: idToken, post_logout_redirect_uri: `${sso.tk.url}/login`, client_id: sso.op.clientId });
    expect((await client.get('sayhi/')).status).toBe(401);
    expect(await sso.tk.kernel.knex('sessions').where({ user_id: userId })).toEqual([]);

    // The browser follows slo: the provider accepts the hint, asks for confirmation, then comes back to /login.
    const confirm = await sso.op.fetch(slo.href);
    const page = await confirm.text();
    expect(confirm.status).toBe(200);
    const action = /action="([^"]+)"/.exec(page)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)![1]!;
    const done = await sso.op.fetch(new URL(action, sso.op.issuer).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${sso.tk.url}/login`);
  });

  it('sends the browser to the configured post-logout redirect', async () => {
    await sso.configure({ postLogoutRedirectUri: `${sso.tk.url}/login?bye=1` });
    try {
      const client = sso.tk.client();
      await sso.signIn(client, providerAccount());
      const slo = new URL((await client.post('logout/', {})).body.slo);
      expect(slo.searchParams.get('post_logout_redirect_uri')).toBe(`${sso.tk.url}/login?bye=1`);
    } finally {
      await sso.configure();
    }
  });

  it('answers no slo after a password login', async () => {
    const user = await sso.tk.createUser('student');
    const client = await sso.tk.loginAs(user);
    expect((await client.post('logout/', {})).body).toEqual({ status: 'ok' });
  });

  it('answers no slo once the provider is removed', async () => {
    const client = sso.tk.client();
    await sso.signIn(client, providerAccount());
    await sso.tk.kernel.knex('sso_providers').delete();
    try {
      expect((await client.post('logout/', {})).body).toEqual({ status: 'ok' });
    } finally {
      await sso.configure();
    }
  });
});

describe('Google-type providers', () => {
  beforeAll(() => sso.configure({ accountType: 'google', label: 'Sign in with Google' }));
  afterAll(() => sso.configure());

  it('create google accounts, whose logout carries the google flag', async () => {
    const client = sso.tk.client();
    await sso.signIn(client, providerAccount());
    const me = (await client.get('sayhi/')).body;
    expect(me.accountType).toBe('google');
    expect(canChangeName(me.accountType)).toBe(false);
    const logout = (await client.post('logout/', {})).body;
    expect(logout).toMatchObject({ status: 'ok', google: true });
    expect(logout.slo).toContain('id_token_hint=');
  });

  it("keep a google account's name as Google has it (read-only here)", async () => {
    const pat = providerAccount({ given_name: 'Pat', family_name: 'Old' });
    await sso.signIn(sso.tk.client(), pat);
    const client = sso.tk.client();
    await sso.signIn(client, { ...pat, family_name: 'New' });
    expect((await client.get('sayhi/')).body).toMatchObject({ firstname: 'Pat', lastname: 'New' });
  });

  it('make a linked plain account a google account; other types stay', async () => {
    const plain = await sso.tk.createUser('student');
    const client = sso.tk.client();
    await sso.signIn(client, providerAccount({ email: plain.email }));
    expect((await client.get('sayhi/')).body).toMatchObject({ mongoId: plain.id, accountType: 'google' });

    const provider = await sso.tk.createUser('instructor');
    await sso.tk.kernel.knex('users').where({ id: provider.id }).update({ account_type: 'Junction' });
    const junction = sso.tk.client();
    await sso.signIn(junction, providerAccount({ email: provider.email }));
    expect((await junction.get('sayhi/')).body).toMatchObject({ mongoId: provider.id, accountType: 'Junction' });
  });
});

describe('canChangeName', () => {
  it('locks the names of Google accounts only', () => {
    expect(canChangeName('google')).toBe(false);
    expect(canChangeName('standard')).toBe(true);
    expect(canChangeName('Junction')).toBe(true);
  });
});
