import type { Context } from 'koa';

export const SESSION_COOKIE = 'lms_session';
/** Readable by the page's script, which echoes it in the X-XSRF-TOKEN header (double submit). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

/** httpOnly, SameSite=Lax, Secure whenever the request came over TLS (directly or through a trusted proxy). */
export function sessionCookieOptions(ctx: Context, maxAgeMs?: number) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: ctx.secure, path: '/', overwrite: true, ...(maxAgeMs ? { maxAge: maxAgeMs } : {}) };
}

export function xsrfCookieOptions(ctx: Context) {
  return { httpOnly: false, sameSite: 'lax' as const, secure: ctx.secure, path: '/', overwrite: true };
}
