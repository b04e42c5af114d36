import type { Context } from 'koa';

export const SESSION_COOKIE = 'lms_session';
/** Readable by the page's script, which echoes it in the X-XSRF-TOKEN header (double submit). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

/** Host names browsers treat as secure over plain http (a Secure cookie is kept from them). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Whether the browser keeps a Secure cookie from this request: over TLS (directly or
 * through a trusted proxy), or from a loopback address (development and the tests).
 */
export function keepsSecureCookies(ctx: Context): boolean {
  return ctx.secure || LOOPBACK_HOSTS.has(ctx.hostname);
}

/**
 * How a cookie crosses sites. 'lax' is every cookie's default. 'embedded' is for a
 * session inside another site's iframe (an LTI launch): SameSite=None; Secure;
 * Partitioned (CHIPS), kept in the embedding site's partition only, so it is sent in
 * that iframe and nowhere else. Where the browser would not keep a Secure cookie
 * (plain http on a public address) it falls back to Lax, and embedding does not work.
 */
export type CookieSite = 'lax' | 'embedded';

function siteAttributes(ctx: Context, site: CookieSite) {
  if (site === 'embedded' && keepsSecureCookies(ctx)) {
    // The cookies library refuses Secure over plain http; loopback is secure to the browser.
    ctx.cookies.secure = true;
    return { sameSite: 'none' as const, secure: true, partitioned: true };
  }
  return { sameSite: 'lax' as const, secure: ctx.secure };
}

/** The cookie site of the request's session: embedded when it was opened by a launch inside a frame. */
export function sessionCookieSite(ctx: Context & { state: { session?: { frameAncestors: string[] } | null; embedded?: boolean } }): CookieSite {
  if (ctx.state.embedded !== undefined) return ctx.state.embedded ? 'embedded' : 'lax';
  return (ctx.state.session?.frameAncestors.length ?? 0) > 0 ? 'embedded' : 'lax';
}

/** httpOnly, SameSite=Lax (or embedded, see CookieSite), Secure whenever the request came over TLS. */
export function sessionCookieOptions(ctx: Context, maxAgeMs?: number, site: CookieSite = sessionCookieSite(ctx)) {
  return { httpOnly: true, ...siteAttributes(ctx, site), path: '/', overwrite: true, ...(maxAgeMs ? { maxAge: maxAgeMs } : {}) };
}

export function xsrfCookieOptions(ctx: Context, site: CookieSite = sessionCookieSite(ctx)) {
  return { httpOnly: false, ...siteAttributes(ctx, site), path: '/', overwrite: true };
}
