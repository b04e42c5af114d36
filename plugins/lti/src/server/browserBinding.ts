import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * What binds a login to the browser that started it (the OIDC state must not be usable
 * from another browser): a random value whose hash the signed state carries. The browser
 * keeps the value in a cookie that also works inside the platform's iframe (SameSite=None;
 * Secure; Partitioned), and, when the platform offers its client-side storage
 * (`lti_storage_target`, the LTI postMessage storage spec), in the platform's storage too,
 * for browsers that refuse third-party cookies altogether.
 */
export interface BrowserBinding {
  value: string;
  hash: string;
}

export function newBinding(): BrowserBinding {
  const value = randomBytes(24).toString('base64url');
  return { value, hash: bindingHash(value) };
}

export const bindingHash = (value: string): string => createHash('sha256').update(value).digest('base64url');

/** Whether `proof` (the cookie's or the storage's value) is the one whose hash the state carries. */
export function provesBinding(proof: string | undefined, hash: string): boolean {
  if (!proof) return false;
  const left = Buffer.from(bindingHash(proof));
  const right = Buffer.from(hash);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** One cookie (and storage key) per login, so two launches at once in one browser do not undo each other. */
export const bindingCookieName = (nonce: string): string => `lti_state_${createHash('sha256').update(nonce).digest('hex').slice(0, 16)}`;

/** The binding cookie goes to the launch only. */
export const BINDING_COOKIE_PATH = '/server/lti/launch';

/** The form field our own page re-posts the value read from the platform's storage in. */
export const BINDING_FIELD = 'lti_state_binding';
