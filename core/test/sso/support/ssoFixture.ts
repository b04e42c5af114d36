import { createTestKernel, type TestClient, type TestKernel, type TestResponse } from '@lms/sdk/testing';
import { ssoRefs } from '../../../src/index.ts';
import type { SsoProviderInput } from '../../../src/sso/ssoProviderRules.ts';
import { startTestProvider, type TestAccount, type TestProvider } from './testProvider.ts';

export interface SsoFixture {
  tk: TestKernel;
  op: TestProvider;
  /** Sets the kernel's provider for host "default" (the test provider, with these changes). */
  configure(changes?: Partial<SsoProviderInput>): Promise<void>;
  /** Starts a sign-in in `client` and has `account` sign in at the provider; answers the callback's path under /server/. */
  providerAnswer(client: TestClient, account: TestAccount | 'deny'): Promise<string>;
  /** The whole sign-in; answers the callback's reply. */
  signIn(client: TestClient, account: TestAccount | 'deny'): Promise<TestResponse>;
  close(): Promise<void>;
}

/** A test kernel whose default label bundle signs in through a real OpenID provider on loopback. */
export async function startSsoFixture(): Promise<SsoFixture> {
  const tk = await createTestKernel();
  const op = await startTestProvider({ redirectUri: `${tk.url}/server/oauth2/callback`, postLogoutRedirectUri: `${tk.url}/login` });
  const apiRoot = `${tk.url}/server/`;
  const fixture: SsoFixture = {
    tk,
    op,
    async configure(changes = {}) {
      await tk.kernel.resolve(ssoRefs.ssoProviders).set({
        host: 'default',
        issuer: op.issuer,
        clientId: op.clientId,
        clientSecret: op.clientSecret,
        label: 'Sign in with Test ID',
        ...changes,
      });
    },
    async providerAnswer(client, account) {
      op.signInAs(account);
      const start = await client.get('oauth2/redirector/na');
      if (start.status !== 200) throw new Error(`redirector answered ${start.status} ${JSON.stringify(start.body)}`);
      return (await op.follow(start.body.redirect_url, apiRoot)).slice(apiRoot.length);
    },
    async signIn(client, account) {
      return client.get(await fixture.providerAnswer(client, account));
    },
    async close() {
      await op.close();
      await tk.close();
    },
  };
  await fixture.configure();
  return fixture;
}
