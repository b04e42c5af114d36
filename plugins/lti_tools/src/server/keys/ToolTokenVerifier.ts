import type { JWTPayload } from 'jose';
import { LmsError } from '@lms/sdk';
import { RemoteKeySets, Rs256Refusal, verifyRs256 } from '@lms/sdk/jwt';
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
  private readonly keySets: RemoteKeySets;

  /** `refetchAfterMs`: the least time between two fetches of one JWKS (an unknown kid cannot make us hammer the tool). */
  constructor(refetchAfterMs = 30_000) {
    this.keySets = new RemoteKeySets(refetchAfterMs);
  }

  async verify(token: string, provider: Pick<ProviderRow, 'jwks_url' | 'public_key'>, expected: ToolTokenExpectations): Promise<JWTPayload> {
    const keys = provider.jwks_url ? { jwks: this.keySets.of(provider.jwks_url) } : { spki: provider.public_key! };
    try {
      return await verifyRs256(token, keys, {
        issuer: expected.clientId,
        audience: expected.audience,
        clockToleranceSeconds: CLOCK_SKEW_SECONDS,
        maxAgeSeconds: expected.maxAgeSeconds,
        requiredClaims: ['exp', 'iat'],
        now: expected.now,
      });
    } catch (error) {
      const reason = error instanceof Rs256Refusal ? error.reason : null;
      if (reason === 'malformed') throw refused(TOOL_TOKEN_MESSAGES.malformed);
      if (reason === 'algorithm') throw refused(TOOL_TOKEN_MESSAGES.algorithm);
      if (reason === 'no-kid') throw refused(TOOL_TOKEN_MESSAGES.noKid);
      throw refused(TOOL_TOKEN_MESSAGES.invalid);
    }
  }
}
