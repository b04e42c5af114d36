import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { LmsError, type Clock, type Knex } from '@lms/sdk';
import { AGS_SCOPES, NRPS_SCOPE } from '../launch/ltiClaims.ts';
import { platformEndpoints } from '../launch/platformEndpoints.ts';
import { LTI_TOOLS_ERRNOS } from '../ltiToolsErrnos.ts';
import type { ToolTokenVerifier } from '../keys/ToolTokenVerifier.ts';
import type { ProviderRow, ToolProviderStore } from '../ToolProviderStore.ts';

export const TOKEN_TTL_SECONDS = 3600;
/** How old a client assertion may be (its iat), and so how long its jti is remembered. */
const ASSERTION_MAX_AGE_SECONDS = 300;
const JWT_BEARER = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
const GRANTABLE: readonly string[] = [...Object.values(AGS_SCOPES), NRPS_SCOPE];

export const TOKEN_MESSAGES = {
  grant: 'The token request must be grant_type client_credentials with a jwt-bearer client_assertion.',
  client: 'The client assertion names no tool registered here.',
  subject: 'The client assertion’s sub must be its iss (the client id) and it must carry a jti.',
  replayed: 'This client assertion was already used.',
  scope: 'None of the requested scopes may be granted.',
  bearer: 'A valid bearer access token is required.',
  forbiddenScope: 'The access token does not carry the scope this call needs.',
} as const;

export interface GrantedToken {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
}

/** Who a bearer token speaks for. */
export interface TokenHolder {
  providerId: string;
  clientId: string;
  scopes: readonly string[];
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const invalidGrant = (message: string) => LmsError.declared(LTI_TOOLS_ERRNOS, 'tool-token-invalid', message);

/**
 * Our OAuth 2 token endpoint for tools (LTI Security 1.0 §4.1, AGS and NRPS):
 * a client assertion signed by the tool (checked by ToolTokenVerifier, used
 * once by its jti) buys an opaque access token for the granted scopes, kept
 * only as a hash, valid TOKEN_TTL_SECONDS.
 */
export class TokenService {
  constructor(
    private readonly db: Knex,
    private readonly providers: ToolProviderStore,
    private readonly verifier: ToolTokenVerifier,
    private readonly clock: Clock,
  ) {}

  async grant(form: URLSearchParams, origin: string): Promise<GrantedToken> {
    const assertion = form.get('client_assertion') ?? '';
    if (form.get('grant_type') !== 'client_credentials' || form.get('client_assertion_type') !== JWT_BEARER || !assertion) throw invalidGrant(TOKEN_MESSAGES.grant);
    let clientId: unknown;
    try {
      clientId = decodeJwt(assertion).iss;
    } catch {
      throw invalidGrant(TOKEN_MESSAGES.grant);
    }
    const provider = typeof clientId === 'string' ? await this.providers.byClientId(clientId) : undefined;
    if (!provider || typeof clientId !== 'string') throw invalidGrant(TOKEN_MESSAGES.client);
    const now = this.clock.now();
    const claims = await this.verifier.verify(assertion, provider, { clientId, audience: platformEndpoints(origin).token, maxAgeSeconds: ASSERTION_MAX_AGE_SECONDS, now });
    if (claims.sub !== clientId || typeof claims.jti !== 'string' || !claims.jti) throw invalidGrant(TOKEN_MESSAGES.subject);
    const scopes = (form.get('scope') ?? '').split(' ').filter((scope) => GRANTABLE.includes(scope));
    if (!scopes.length) throw invalidGrant(TOKEN_MESSAGES.scope);
    const token = randomBytes(32).toString('base64url');
    await this.db.transaction(async (trx) => {
      // Write-time purge: expired assertions and tokens are of no use to anyone.
      await trx('lti_tools_assertions').where('expires_at', '<', now).delete();
      await trx('lti_tools_tokens').where('expires_at', '<', now).delete();
      const fresh = await trx('lti_tools_assertions')
        .insert({ client_id: clientId, jti: claims.jti, expires_at: new Date(now.getTime() + ASSERTION_MAX_AGE_SECONDS * 2000) })
        .onConflict(['client_id', 'jti'])
        .ignore()
        .returning('jti');
      if (!fresh.length) throw invalidGrant(TOKEN_MESSAGES.replayed);
      await trx('lti_tools_tokens').insert({ token_hash: hashOf(token), provider_id: provider.id, client_id: clientId, scopes: JSON.stringify(scopes), expires_at: new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000) });
    });
    return { access_token: token, token_type: 'Bearer', expires_in: TOKEN_TTL_SECONDS, scope: scopes.join(' ') };
  }

  /** The holder of a live bearer token carrying `scope` (or one of the scopes listed), or 401 / 403 scope-missing. */
  async holder(token: string | null, scope: string | readonly string[]): Promise<TokenHolder & { provider: ProviderRow }> {
    const accepted: readonly string[] = typeof scope === 'string' ? [scope] : scope;
    const row = token ? await this.db('lti_tools_tokens').where({ token_hash: hashOf(token) }).where('expires_at', '>', this.clock.now()).first() : undefined;
    if (!row) throw invalidGrant(TOKEN_MESSAGES.bearer);
    const scopes: string[] = typeof row.scopes === 'string' ? JSON.parse(row.scopes) : row.scopes;
    if (!accepted.some((wanted) => scopes.includes(wanted))) throw LmsError.declared(LTI_TOOLS_ERRNOS, 'scope-missing', TOKEN_MESSAGES.forbiddenScope);
    const provider = await this.providers.provider(row.provider_id);
    if (!provider) throw invalidGrant(TOKEN_MESSAGES.bearer);
    return { providerId: row.provider_id, clientId: row.client_id, scopes, provider };
  }
}
