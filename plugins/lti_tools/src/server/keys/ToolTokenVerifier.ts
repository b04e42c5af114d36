import { createRemoteJWKSet, decodeProtectedHeader, importSPKI, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { LmsError } from '@lms/sdk';
import { LTI_TOOLS_ERRNOS } from '../ltiToolsErrnos.ts';
import type { ProviderRow } from '../ToolProviderStore.ts';

/** Seconds of clock difference allowed on exp, iat and nbf. */
const CLOCK_SKEW_SECONDS = 5;

export const TOOL_TOKEN_MESSAGES = {
  malformed: 'The tool’s token is not a signed JWT.',
  algorithm: 'The tool’s token must be signed with RS256.',
  noKid: 'The tool’s token names no key (kid).',
  invalid: 'The tool’s token could not be verified.',
} as const;

const refused = (message: string) => LmsError.declared(LTI_TOOLS_ERRNOS, 'tool-token-invalid', message);

export interface ToolTokenExpectations {
  /** The tool's client id: the token's iss (and sub for a client assertion). */
  clientId: string;
  /** Our address the token is meant for: the issuer for a deep-linking response, the token endpoint for a client assertion. */
  audience: string;
  /** A token older than this (by iat) is refused. */
  maxAgeSeconds: number;
  /** The kernel clock's now. */
  now: Date;
}

/**
 * Verifies a JWT a tool signed (a deep-linking response, a client assertion):
 * RS256 only, with the key its `kid` names in the tool's JWKS (fetched,
 * cached, fetched again for a kid it does not know: the tool's rotation), or
 * with the public key registered for it; then iss, aud, exp, iat.
 */
export class ToolTokenVerifier {
  private readonly remoteSets = new Map<string, JWTVerifyGetKey>();

  /** `refetchAfterMs`: the least time between two fetches of one JWKS (an unknown kid cannot make us hammer the tool). */
  constructor(private readonly refetchAfterMs = 30_000) {}

  async verify(token: string, provider: Pick<ProviderRow, 'jwks_url' | 'public_key'>, expected: ToolTokenExpectations): Promise<JWTPayload> {
    let header: ReturnType<typeof decodeProtectedHeader>;
    try {
      header = decodeProtectedHeader(token);
    } catch {
      throw refused(TOOL_TOKEN_MESSAGES.malformed);
    }
    if (header.alg !== 'RS256') throw refused(TOOL_TOKEN_MESSAGES.algorithm);
    if (provider.jwks_url && !header.kid) throw refused(TOOL_TOKEN_MESSAGES.noKid);
    const options = { algorithms: ['RS256'], issuer: expected.clientId, audience: expected.audience, clockTolerance: CLOCK_SKEW_SECONDS, maxTokenAge: expected.maxAgeSeconds, requiredClaims: ['exp', 'iat'], currentDate: expected.now };
    try {
      const { payload } = provider.jwks_url ? await jwtVerify(token, this.remoteSet(provider.jwks_url), options) : await jwtVerify(token, await importSPKI(provider.public_key!, 'RS256'), options);
      return payload;
    } catch {
      throw refused(TOOL_TOKEN_MESSAGES.invalid);
    }
  }

  private remoteSet(url: string): JWTVerifyGetKey {
    let set = this.remoteSets.get(url);
    if (!set) {
      set = createRemoteJWKSet(new URL(url), { cacheMaxAge: 10 * 60 * 1000, cooldownDuration: this.refetchAfterMs });
      this.remoteSets.set(url, set);
    }
    return set;
  }
}
