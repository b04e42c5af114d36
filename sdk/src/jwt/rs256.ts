import { createRemoteJWKSet, decodeProtectedHeader, errors, importSPKI, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';

/** Why a token was refused: one reason per check, so each side words its own message. */
export type Rs256RefusalReason =
  | 'malformed'
  | 'algorithm'
  | 'no-kid'
  | 'expired'
  /** A claim failed its check (`claim` names it: iss, aud, iat, nbf, or a required one missing). */
  | 'claim'
  | 'no-key'
  | 'signature'
  | 'keys-unreadable';

export class Rs256Refusal extends Error {
  constructor(
    readonly reason: Rs256RefusalReason,
    readonly claim?: string,
  ) {
    super(claim ? `${reason}: ${claim}` : reason);
    this.name = 'Rs256Refusal';
  }
}

/** What a token must satisfy besides its signature. */
export interface Rs256Expectations {
  issuer: string;
  audience: string;
  /** Seconds of clock difference allowed on exp, iat and nbf. */
  clockToleranceSeconds: number;
  /** A token issued longer ago than this (by iat) is refused, whatever its exp. */
  maxAgeSeconds: number;
  requiredClaims: readonly string[];
  /** The kernel clock's now. */
  now: Date;
}

/** Where the verifying key comes from: a JWKS (the key the token's kid names) or one registered public key (SPKI PEM). */
export type Rs256KeySource = { jwks: JWTVerifyGetKey } | { spki: string };

/**
 * Verifies a JWT another party signed (an LTI id_token, a tool's client
 * assertion or deep-linking response): RS256 only, a `kid` whenever the key
 * comes from a JWKS, then the signature, iss, aud, exp, iat and the required
 * claims. Throws Rs256Refusal naming the check that failed.
 */
export async function verifyRs256(token: string, keys: Rs256KeySource, expected: Rs256Expectations): Promise<JWTPayload> {
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(token);
  } catch {
    throw new Rs256Refusal('malformed');
  }
  if (header.alg !== 'RS256') throw new Rs256Refusal('algorithm');
  if ('jwks' in keys && !header.kid) throw new Rs256Refusal('no-kid');
  const options = {
    algorithms: ['RS256'],
    issuer: expected.issuer,
    audience: expected.audience,
    clockTolerance: expected.clockToleranceSeconds,
    maxTokenAge: expected.maxAgeSeconds,
    requiredClaims: [...expected.requiredClaims],
    currentDate: expected.now,
  };
  try {
    const { payload } = 'jwks' in keys ? await jwtVerify(token, keys.jwks, options) : await jwtVerify(token, await importSPKI(keys.spki, 'RS256'), options);
    return payload;
  } catch (error) {
    throw refusalOf(error);
  }
}

/** Which check a jose error stands for. */
function refusalOf(error: unknown): Rs256Refusal {
  if (error instanceof errors.JWTExpired) return new Rs256Refusal('expired');
  if (error instanceof errors.JWTClaimValidationFailed) return new Rs256Refusal('claim', error.claim);
  if (error instanceof errors.JWKSNoMatchingKey) return new Rs256Refusal('no-key');
  if (error instanceof errors.JWSSignatureVerificationFailed) return new Rs256Refusal('signature');
  if (error instanceof errors.JOSEAlgNotAllowed) return new Rs256Refusal('algorithm');
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid) return new Rs256Refusal('malformed');
  return new Rs256Refusal('keys-unreadable');
}

/**
 * Other parties' public keys, one cached JWKS per address: read once, kept 10
 * minutes, read again (at most every `cooldownMs`) when a token names a kid
 * the cached set lacks, so a rotation is followed without a restart.
 *
 * A plain fetch with a 5 s timeout, not `coreServices.publicWeb`: these
 * addresses are typed by an administrator registering a platform or a tool,
 * which may sit on the institution's own network (and on loopback in tests).
 */
export class RemoteKeySets {
  private readonly sets = new Map<string, JWTVerifyGetKey>();

  constructor(private readonly cooldownMs = 30_000) {}

  of(jwksUrl: string): JWTVerifyGetKey {
    let set = this.sets.get(jwksUrl);
    if (!set) {
      set = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000, cooldownDuration: this.cooldownMs, cacheMaxAge: 600_000 });
      this.sets.set(jwksUrl, set);
    }
    return set;
  }
}
