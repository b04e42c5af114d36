/** Part 1 §4: the browser remembers where a user was headed in this cookie (host/web/src/session/redirectCookie.ts). */
export const REDIRECT_COOKIE = 'lms_redirect';

/** Where a user lands after login when nothing was remembered. */
export const DEFAULT_LANDING = '/list';

/**
 * The remembered path, when it is a path of this site and not the login or
 * logout screen (the browser's own rule); stricter than the browser about
 * backslashes and control characters, which some browsers read as another site.
 */
export function returnPathFrom(cookieValue: string | undefined): string | undefined {
  if (!cookieValue) return undefined;
  let path: string;
  try {
    path = decodeURIComponent(cookieValue);
  } catch {
    return undefined;
  }
  if (!path.startsWith('/') || path.startsWith('//') || /[\\\u0000-\u001f\u007f\s]/.test(path)) return undefined;
  if (/^\/(login|logout)(\/|\?|#|$)/.test(path)) return undefined;
  return path;
}
