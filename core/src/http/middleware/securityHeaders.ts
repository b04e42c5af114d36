import type { Middleware } from 'koa';

/** A year: browsers keep to https for that long after one answer over TLS. */
const HSTS = 'max-age=31536000';
/** API answers are data, never a page: nothing loads from them, and only this site may frame them (a PDF in the page). */
const API_CSP = "default-src 'none'; frame-ancestors 'self'";

/**
 * Headers every answer carries, set before the call runs so a route (a served
 * file) or the web app may set its own stricter or wider policy: nosniff (no
 * guessing a type from the bytes), frames only by this site, and HSTS whenever
 * the request came over TLS (directly, or through a proxy the kernel trusts).
 */
export function securityHeaders(): Middleware {
  return async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'SAMEORIGIN');
    ctx.set('Content-Security-Policy', API_CSP);
    if (ctx.secure) ctx.set('Strict-Transport-Security', HSTS);
    await next();
  };
}
