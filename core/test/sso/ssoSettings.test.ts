import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
import { ssoRefs, themeRefs, LmsError } from '../../src/index.ts';
import type { SsoProviderInput } from '../../src/sso/ssoProviderRules.ts';

let tk: TestKernel;
const SECRET = 'client-secret-never-shown';

const provider = (changes: Partial<SsoProviderInput> = {}): SsoProviderInput => ({
  host: 'default',
  issuer: 'https://id.school.example',
  clientId: 'lms-client',
  clientSecret: SECRET,
  label: 'School account',
  ...changes,
});

beforeAll(async () => {
  tk = await createTestKernel();
});

afterAll(() => tk?.close());

const store = () => tk.kernel.resolve(ssoRefs.ssoProviders);

async function validationFields(input: SsoProviderInput): Promise<string[]> {
  const error = await store().set(input).then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(LmsError);
  expect((error as LmsError).errno).toBe('validation-failed');
  return (error as LmsError).fields!.map((f) => f.field);
}

describe('single-sign-on settings', () => {
  it('shows the login screen only the button label through GET theme, never the client id, secret or issuer', async () => {
    expect((await tk.client().get('theme')).body.settings).toMatchObject({ sso: null, sso_only: false });
    await store().set(provider());
    const answer = await tk.client().get('theme');
    expect(answer.body.settings.sso).toEqual({ label: 'School account' });
    const text = JSON.stringify(answer.body);
    for (const hidden of [SECRET, 'lms-client', 'id.school.example']) expect(text).not.toContain(hidden);
    await store().remove('default');
  });

  it('makes a brand single-sign-on only through its label bundle, visible in GET theme', async () => {
    await tk.kernel.knex('label_bundles').insert({ host: 'default', bundle: JSON.stringify({ title: 'Northwind Academy' }), theme: JSON.stringify({}) });
    const bundles = tk.kernel.resolve(themeRefs.labelBundles);
    await bundles.setSsoOnly('default', true);
    expect((await tk.client().get('theme')).body.settings).toMatchObject({ title: 'Northwind Academy', sso_only: true });
    // A host with no bundle of its own gets one that keeps what it was served.
    await bundles.setSsoOnly('other.example', false);
    expect((await bundles.forHost('other.example')).bundle).toMatchObject({ title: 'Northwind Academy', sso_only: false });
    const stored = await tk.kernel.knex('label_bundles').where({ host: 'other.example' }).first();
    expect(stored.bundle).not.toHaveProperty('sso');
    await bundles.setSsoOnly('default', false);
    expect((await tk.client().get('theme')).body.settings.sso_only).toBe(false);
  });

  it("uses a host's own provider, else the default one", async () => {
    await store().set(provider({ label: 'Default sign-in' }));
    await store().set(provider({ host: 'Brand.Example', label: 'Brand sign-in' }));
    expect(await store().loginOption('brand.example')).toEqual({ label: 'Brand sign-in' });
    expect(await store().loginOption('elsewhere.example')).toEqual({ label: 'Default sign-in' });
    expect(await store().remove('brand.example')).toBe(true);
    expect(await store().remove('brand.example')).toBe(false);
    await store().remove('default');
    expect(await store().loginOption('elsewhere.example')).toBeNull();
  });

  it('refuses bad settings with a message per field and stores nothing', async () => {
    expect(await validationFields(provider({ issuer: 'http://id.school.example' }))).toEqual(['issuer']);
    expect(await validationFields(provider({ issuer: 'https://id.school.example/?tenant=1' }))).toEqual(['issuer']);
    expect(await validationFields(provider({ host: 'not a host', clientId: ' ', label: '', scopes: 'email profile', postLogoutRedirectUri: 'javascript:alert(1)' }))).toEqual([
      'host',
      'clientId',
      'scopes',
      'label',
      'postLogoutRedirectUri',
    ]);
    expect(await validationFields(provider({ accountType: 'facebook' as never }))).toEqual(['accountType']);
    expect(await store().list()).toEqual([]);
    // Plain HTTP is allowed for a provider on this machine only.
    await store().set(provider({ issuer: 'http://127.0.0.1:9' }));
    await store().remove('default');
  });

  it('answers sso-not-configured without a provider, and sso-unavailable when the provider does not answer', async () => {
    expect(await tk.client().get('oauth2/redirector/na')).toMatchObject({ status: 404, body: { errno: 'sso-not-configured' } });
    // Port 9 (discard) on loopback: nothing listens there.
    await store().set(provider({ issuer: 'http://127.0.0.1:9' }));
    const answer = await tk.client().get('oauth2/redirector/na');
    expect(answer).toMatchObject({ status: 502, body: { errno: 'sso-unavailable' } });
    expect(answer.headers.getSetCookie().some((line) => line.startsWith('lms_sso_attempt='))).toBe(false);
    expect(await tk.kernel.knex('sso_login_attempts')).toEqual([]);
    await store().remove('default');
  });

  it('sends a callback without a sign-in in progress back to login, without touching the current session', async () => {
    const user = await tk.createUser('student');
    const client = await tk.loginAs(user);
    const answer = await client.get('oauth2/callback?code=abc&state=xyz');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/login?sso_error=expired');
    expect((await client.get('sayhi/')).body.mongoId).toBe(user.id);
  });
});
