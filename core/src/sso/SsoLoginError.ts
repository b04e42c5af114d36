/**
 * Why a single-sign-on login failed, as the short code the browser sees in
 * `/login?sso_error=<code>` (the login screen words each one).
 */
export const SSO_ERROR_CODES = [
  /** No provider is configured for this site. */
  'not-configured',
  /** No sign-in was in progress in this browser, or it took too long. */
  'expired',
  /** The answer's state is not the one this browser's sign-in sent: a forged or replayed answer. */
  'state',
  /** The person (or the provider) refused the sign-in. */
  'denied',
  /** The provider failed, or its answer did not check out (token exchange, ID token, nonce). */
  'failed',
  /** The provider gave no email address. */
  'email-missing',
  /** An account has this email, but the provider does not vouch for the address, so it is not linked. */
  'email-unverified',
  /** The account with this email is already linked to another single-sign-on identity. */
  'email-taken',
] as const;
export type SsoErrorCode = (typeof SSO_ERROR_CODES)[number];

export class SsoLoginError extends Error {
  constructor(
    readonly code: SsoErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SsoLoginError';
  }
}
