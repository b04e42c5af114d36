/**
 * `coreServices.secrets`: seals a secret a plugin keeps in its own table (a
 * client secret, a private key) with the installation's master key
 * (AES-256-GCM). The sealed form is text with a version prefix (`v1.`), so
 * a later key or cipher can be told apart; a table dump without the master key
 * gives nothing away.
 */
export interface SecretBox {
  /** The sealed form of `plain`: a fresh random nonce each time. */
  seal(plain: string): string;
  /**
   * The plain text of a value `seal` made. Throws (an Error saying the sealed
   * value is damaged or not ours, never echoing it) for a value altered,
   * truncated, of an unknown version or sealed with another master key.
   */
  open(sealed: string): string;
}

export interface SignOptions {
  /** The `aud` claim. */
  audience?: string | string[];
  /** The `exp` claim, seconds after now (default 300). */
  expiresInSeconds?: number;
  /** The `typ` header (e.g. 'JWT'). */
  typ?: string;
}

/** A public key as a JWKS endpoint serves it. */
export interface PublicJwk {
  kty: 'RSA';
  kid: string;
  alg: 'RS256';
  use: 'sig';
  n: string;
  e: string;
}

/**
 * `coreServices.signingKeys`: the installation's RS256 signing keys (LTI
 * id_tokens and client assertions). Keys are made by the installation, their
 * private halves kept sealed in the database, rotated every 90 days; a key
 * retired by a rotation is still served by `jwks` for 7 days so tokens it
 * signed, and verifiers that cached it, keep working.
 */
export interface SigningKeys {
  /**
   * A compact JWS (RS256, header `kid` of the current key) of `claims` with
   * `iat` now and `exp` (unless the claims carry their own); rotates first
   * when the current key is due.
   */
  sign(claims: Record<string, unknown>, options?: SignOptions): Promise<string>;
  /** The public keys: the current one and those retired less than the overlap ago. */
  jwks(): Promise<{ keys: PublicJwk[] }>;
  /** Makes a new current key now; the previous one is retired (still served for the overlap). */
  rotate(): Promise<void>;
}
