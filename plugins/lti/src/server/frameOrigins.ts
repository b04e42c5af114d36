import type { Platform } from '../calls/ltiCalls.ts';

/**
 * The origins a platform shows our pages from inside its iframe: its issuer's and its
 * authentication address's (http or https only). They may frame the login and launch
 * pages and, for that launch's session only, the pages it leads to.
 */
export function platformFrameOrigins(platform: Pick<Platform, 'issuer' | 'auth_login_url'>): string[] {
  const origins = new Set<string>();
  for (const address of [platform.issuer, platform.auth_login_url]) {
    try {
      const url = new URL(address);
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    } catch {
      // An issuer need not be an address; it then names no origin.
    }
  }
  return [...origins];
}

/** The Content-Security-Policy's frame-ancestors of a page the platform may frame. */
export const frameAncestorsDirective = (origins: readonly string[]): string => `frame-ancestors ${["'self'", ...origins].join(' ')}`;
