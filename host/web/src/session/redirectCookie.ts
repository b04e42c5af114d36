import { isSitePath } from '@lms/contract/rules';

/** Part 1 §4: where a user was going when they had to log in. */
export const REDIRECT_COOKIE = 'lms_redirect';

/** Only paths of this app (the server's rule: never `//` or `/\\`, which lead to another site), never the login or logout screens themselves. */
export function isReturnablePath(path: string): boolean {
  return isSitePath(path) && !/^\/(login|logout)(\/|\?|#|$)/.test(path);
}

export function rememberRedirect(path: string): void {
  if (!isReturnablePath(path)) return;
  document.cookie = `${REDIRECT_COOKIE}=${encodeURIComponent(path)}; path=/; SameSite=Lax`;
}

export function readRedirect(): string | undefined {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${REDIRECT_COOKIE}=`));
  if (!entry) return undefined;
  let path: string;
  try {
    path = decodeURIComponent(entry.slice(REDIRECT_COOKIE.length + 1));
  } catch {
    return undefined;
  }
  return isReturnablePath(path) ? path : undefined;
}

export function clearRedirect(): void {
  document.cookie = `${REDIRECT_COOKIE}=; path=/; SameSite=Lax; max-age=0`;
}

/** The remembered path (then forgotten), or where a logged-in user lands by default. */
export function takeRedirect(fallback = '/list'): string {
  const path = readRedirect();
  clearRedirect();
  return path ?? fallback;
}
