import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Provider } from 'oidc-provider';

/** A person known to the test provider, with the claims it releases. */
export interface TestAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in at the provider's next interaction (in a fresh browser); `deny` makes the person refuse instead. */
  signInAs(account: TestAccount | 'deny'): void;
  /** The cookies the provider set in the simulated browser (its own session). */
  readonly cookieHeader: string;
  /** Follows the provider's redirects from `url` (with its cookies) until they leave for `leaveTo`; answers that URL. */
  follow(url: string, leaveTo: string): Promise<string>;
  /** Any request to the provider with its cookies. */
  fetch(url: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 with one
 * confidential client. Its login and consent interaction is answered at once
 * for the account chosen with `signInAs`, as a person clicking through would.
 */
export async function startTestProvider(options: { redirectUri: string; postLogoutRedirectUri: string }): Promise<TestProvider> {
  const accounts = new Map<string, TestAccount>();
  let next: TestAccount | 'deny' | null = null;
  let provider: Provider | null = null;
  const cookies = new Map<string, string>();

  const server = http.createServer((req, res) => {
    if (!provider) {
      res.statusCode = 503;
      res.end();
      return;
    }
    if (req.url?.startsWith('/interaction/')) {
      void interact(provider, req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    provider.callback()(req, res);
  });

  async function interact(op: Provider, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const details = await op.interactionDetails(req, res);
    if (!next) throw new Error('The test did not say who signs in (signInAs)');
    if (next === 'deny') {
      await op.interactionFinished(req, res, { error: 'access_denied', error_description: 'The person refused.' }, { mergeWithLastSubmission: false });
      return;
    }
    accounts.set(next.sub, next);
    const grant = new op.Grant({ accountId: next.sub, clientId: details.params.client_id });
    grant.addOIDCScope(details.params.scope);
    const grantId = await grant.save();
    await op.interactionFinished(req, res, { login: { accountId: next.sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const clientId = 'lms-test';
  const clientSecret = 'provider-secret-that-must-not-leak';

  provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        post_logout_redirect_uris: [options.postLogoutRedirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), alg: 'RS256', use: 'sig', kid: 'test' }] },
    cookies: { keys: ['test-provider-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    async findAccount(_ctx: unknown, sub: string) {
      const account = accounts.get(sub);
      return account && { accountId: sub, claims: async () => ({ ...account }) };
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: { body: string }, form: string) => {
          ctx.body = `<!DOCTYPE html><title>Log out</title>${form}`;
        },
      },
    },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
  });

  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      if (/expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, pair!.slice(at + 1));
    }
  };
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const op: TestProvider = {
    issuer,
    clientId,
    clientSecret,
    signInAs(account) {
      next = account;
      cookies.clear();
    },
    get cookieHeader() {
      return cookieHeader();
    },
    async fetch(url, init = {}) {
      const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader() } });
      remember(response);
      return response;
    },
    async follow(url, leaveTo) {
      let current = url;
      for (let hop = 0; hop < 10; hop++) {
        if (current.startsWith(leaveTo)) return current;
        const response = await op.fetch(current);
        const location = response.headers.get('location');
        if (!location) throw new Error(`The provider answered ${response.status} at ${current}: ${await response.text()}`);
        current = new URL(location, current).href;
      }
      throw new Error(`Too many redirects from ${url}`);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return op;
}
