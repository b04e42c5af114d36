import { LmsError } from '@lms/sdk';
import type { Platform } from '../calls/ltiCalls.ts';

/** A platform's own page on this machine (development and tests) may be plain http; any other must be https (an https page cannot be framed by http). */
const isLoopback = (url: URL): boolean => url.hostname === 'localhost' || url.hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(url.hostname);

const FRAME_ORIGIN_RULE = 'must be an https origin such as https://files.example.edu (no path, query or fragment)';

/**
 * The administrator's extra frame origins, normalised (`URL.origin`, duplicates dropped):
 * each an https origin, http only on loopback. validation-failed naming the first wrong one
 * (field `/frame_origins`).
 */
export function checkedFrameOrigins(values: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const value of values) {
    const written = value.trim();
    let url: URL | null = null;
    try {
      url = new URL(written);
    } catch {
      url = null;
    }
    const secure = url && (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url)));
    // A host name or an IP address only: no wildcard or other source expression of CSP.
    const host = url && /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$|^\[[0-9a-f:.]+\]$/.test(url.hostname);
    const bare = url && !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash && !/[?#]/.test(written) && !/^[a-z]+:\/\/[^/]+\/./i.test(written);
    if (!url || !secure || !host || !bare) {
      const message = `The frame origin "${written}" ${FRAME_ORIGIN_RULE}.`;
      throw new LmsError('validation-failed', message, { fields: [{ field: '/frame_origins', message }] });
    }
    origins.add(url.origin);
  }
  return [...origins];
}

/**
 * The origins a platform shows our pages from inside its iframe: its issuer's, its
 * authentication address's (http or https only) and the extra ones its administrator
 * entered. They may frame the login and launch pages and, for that launch's session
 * only, the pages it leads to.
 */
export function platformFrameOrigins(platform: Pick<Platform, 'issuer' | 'auth_login_url' | 'frame_origins'>): string[] {
  const origins = new Set<string>();
  for (const address of [platform.issuer, platform.auth_login_url]) {
    try {
      const url = new URL(address);
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    } catch {
      // An issuer need not be an address; it then names no origin.
    }
  }
  for (const origin of platform.frame_origins) origins.add(origin);
  return [...origins];
}

/** The Content-Security-Policy's frame-ancestors of a page the platform may frame. */
export const frameAncestorsDirective = (origins: readonly string[]): string => `frame-ancestors ${["'self'", ...origins].join(' ')}`;
