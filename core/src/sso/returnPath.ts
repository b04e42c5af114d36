import { isSitePath } from '@lms/contract/rules/sitePath.ts';

/** Part 1 §4: the browser remembers where a user was headed in this cookie (host/web/src/session/redirectCookie.ts). */
export const REDIRECT_COOKIE = 'lms_redirect';

/** Where a user lands after login when nothing was remembered. */
export const DEFAULT_LANDING = '/list';

/**
 * The remembered path, when it is a path of this site (the rule the browser
 * applies too) and not the login or logout screen.
 */
export function returnPathFrom(cookieValue: string | undefined): string | undefined {
  if (!cookieValue) return undefined;
  let path: string;
  try {
    path = decodeURIComponent(cookieValue);
  } catch {
    return undefined;
  }
  if (!isSitePath(path)) return undefined;
  if (/^\/(login|logout)(\/|\?|#|$)/.test(path)) return undefined;
  return path;
}
