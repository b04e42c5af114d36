import { hash, randomBytes } from 'node:crypto';

/** A random 256-bit secret for a cookie or an emailed link (43 url-safe characters). */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a secret token: its sha256, so a leaked table gives no working token (one-shot `hash`: no hash object per session lookup). */
export function storedTokenHash(token: string): string {
  return hash('sha256', token, 'hex');
}
