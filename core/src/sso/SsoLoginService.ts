import { newSecretToken, storedTokenHash } from '../security/secretTokens.ts';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import * as oidc from 'openid-client';
import type { Clock } from '@lms/contract/services.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import type { OidcClients } from './OidcClients.ts';
import { SsoAccounts, type SsoClaims } from './SsoAccounts.ts';
import { SsoLoginError } from './SsoLoginError.ts';
import { SsoProviderStore, type SsoProviderRow } from './SsoProviderStore.ts';

/** How long a browser has between leaving for the provider and coming back. */
export const SSO_ATTEMPT_TTL_SECONDS = 600;

interface AttemptRow {
  id_hash: string;
  host: string;
  issuer: string;
  state: string;
  nonce: string;
  code_verifier: string;
  expires_at: Date;
}

const hashOf = storedTokenHash;

/**
 * The OpenID Connect authorization code flow with PKCE. The verifier, state
 * and nonce stay in the database; the browser holds only a random token (in an
 * httpOnly cookie) that binds the answer to the browser that started the sign-in.
 */
export class SsoLoginService {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly log: Logger,
    private readonly providers: SsoProviderStore,
    private readonly clients: OidcClients,
    private readonly accounts: SsoAccounts,
  ) {}

  /** Starts a sign-in: the provider's authorization URL, and the token the browser keeps until it comes back. */
  async begin(host: string, redirectUri: string): Promise<{ redirectUrl: string; attemptToken: string }> {
    const provider = await this.providers.forHost(host);
    if (!provider) throw new LmsError('sso-not-configured');
    const config = await this.discover(provider);
    if (!config) throw new LmsError('sso-unavailable');
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const attemptToken = newSecretToken();
    const now = this.clock.now();
    await this.db('sso_login_attempts').where('expires_at', '<=', now).delete();
    await this.db('sso_login_attempts').insert({
      id_hash: hashOf(attemptToken),
      host: provider.host,
      issuer: provider.issuer,
      state,
      nonce,
      code_verifier: codeVerifier,
      expires_at: new Date(now.getTime() + SSO_ATTEMPT_TTL_SECONDS * 1000),
    });
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: provider.scopes,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { redirectUrl: url.href, attemptToken };
  }

  /**
   * Completes a sign-in from the provider's answer (`callbackUrl`, exactly the
   * redirect URI with its query): the attempt is used up whatever happens.
   * Answers the user to log in and the id_token for single logout.
   */
  async complete(host: string, callbackUrl: URL, attemptToken: string | undefined): Promise<{ userId: string; idToken: string }> {
    const attempt = attemptToken ? await this.takeAttempt(attemptToken) : undefined;
    if (!attempt) throw new SsoLoginError('expired', 'No sign-in in progress in this browser (or it expired).');
    const provider = await this.providers.forHost(host);
    if (!provider || provider.host !== attempt.host || provider.issuer !== attempt.issuer) {
      throw new SsoLoginError('expired', 'The single-sign-on settings changed during the sign-in.');
    }
    const answer = callbackUrl.searchParams;
    if (answer.get('state') !== attempt.state) throw new SsoLoginError('state', 'The answer does not carry the state this browser sent.');
    const error = answer.get('error');
    if (error) throw new SsoLoginError(error === 'access_denied' ? 'denied' : 'failed', `The provider answered ${error}: ${answer.get('error_description') ?? ''}`);

    const config = await this.discover(provider);
    if (!config) throw new SsoLoginError('failed', 'The provider could not be reached.');
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    let claims: SsoClaims;
    try {
      tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: attempt.code_verifier,
        expectedState: attempt.state,
        expectedNonce: attempt.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims()!;
      // Many providers put email and names in userinfo rather than in the ID token.
      const userInfo = config.serverMetadata().userinfo_endpoint ? await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub) : {};
      claims = { ...idClaims, ...userInfo, sub: idClaims.sub };
    } catch (cause) {
      throw new SsoLoginError('failed', `The provider's answer did not check out: ${(cause as Error).message}`, { cause });
    }
    const user = await this.accounts.userFor(provider, claims);
    return { userId: user.id, idToken: tokens.id_token! };
  }

  /**
   * The provider's end-session URL for single logout (with id_token_hint and
   * post_logout_redirect_uri), or null when the provider offers none or cannot be reached.
   */
  async singleLogoutUrl(host: string, origin: string, idToken: string): Promise<string | null> {
    const provider = await this.providers.forHost(host);
    if (!provider) return null;
    const config = await this.discover(provider);
    if (!config?.serverMetadata().end_session_endpoint) return null;
    return oidc.buildEndSessionUrl(config, {
      id_token_hint: idToken,
      post_logout_redirect_uri: provider.post_logout_redirect_uri ?? `${origin}/login`,
    }).href;
  }

  /** The attempt of this browser's token, removed so that an answer is used once; undefined when unknown or expired. */
  private async takeAttempt(token: string): Promise<AttemptRow | undefined> {
    const [attempt] = (await this.db('sso_login_attempts').where({ id_hash: hashOf(token) }).delete().returning('*')) as AttemptRow[];
    return attempt && attempt.expires_at.getTime() > this.clock.now().getTime() ? attempt : undefined;
  }

  /** The provider's configuration, or null when its discovery fails (the reason is logged for the operator). */
  private async discover(provider: SsoProviderRow): Promise<oidc.Configuration | null> {
    try {
      return await this.clients.configurationFor(provider);
    } catch (cause) {
      this.log.warn({ err: cause, issuer: provider.issuer, host: provider.host }, 'single-sign-on provider discovery failed');
      return null;
    }
  }
}
