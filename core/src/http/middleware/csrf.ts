import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import { LmsError } from '../../errors/LmsError.ts';
import { XSRF_COOKIE, XSRF_HEADER, xsrfCookieOptions } from '../cookies.ts';
import type { LmsState } from '../LmsState.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** Sets the readable XSRF-TOKEN cookie when the browser has none (on any reply, the app page included). */
export function ensureXsrfCookie(ctx: Context): void {
  if (!ctx.cookies.get(XSRF_COOKIE)) {
    ctx.cookies.set(XSRF_COOKIE, randomBytes(24).toString('base64url'), xsrfCookieOptions(ctx));
  }
}

/**
 * CSRF defence for state-changing calls (DESIGN §4): an Origin (or Referer) from
 * this site or an allowed origin, and the double-submit token echoed in X-XSRF-TOKEN.
 */
export function csrfProtection(allowedOrigins: string[]): Middleware<LmsState> {
  return async (ctx, next) => {
    if (SAFE_METHODS.has(ctx.method)) {
      ensureXsrfCookie(ctx);
      return next();
    }
    const origin = ctx.get('origin') || originOf(ctx.get('referer') || '') || '';
    // Koa 3's ctx.origin is the Origin header itself; our own origin comes from protocol and host.
    const ownOrigin = `${ctx.protocol}://${ctx.host}`;
    if (origin && origin !== ownOrigin && !allowedOrigins.includes(origin)) {
      throw new LmsError('csrf-failed', `Requests from ${origin} are not allowed.`);
    }
    const cookie = ctx.cookies.get(XSRF_COOKIE) ?? '';
    if (!sameToken(cookie, ctx.get(XSRF_HEADER))) {
      ensureXsrfCookie(ctx);
      throw new LmsError('csrf-failed');
    }
    return next();
  };
}
