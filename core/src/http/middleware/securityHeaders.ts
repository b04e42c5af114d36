import type { Context } from 'koa';

/** A year: browsers keep to https for that long after one answer over TLS. */
const HSTS = 'max-age=31536000';
/** API answers are data, never a page: nothing loads from them, and only this site may frame them (a PDF in the page). */
const API_CSP = "default-src 'none'; frame-ancestors 'self'";

/**
 * Headers every answer carries, set before the call runs so a route (a served
 * file) or the web app may set its own stricter or wider policy: nosniff (no
 * guessing a type from the bytes), frames only by this site, and HSTS whenever
 * the request came over TLS (directly, or through a proxy the kernel trusts).
 * Set on node's response directly: the names and values are constants, which
 * koa's `ctx.set` would only copy through.
 */
export function setSecurityHeaders(ctx: Context): void {
  const { res } = ctx;
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
  res.setHeader('Content-Security-Policy', API_CSP);
  if (ctx.secure) res.setHeader('Strict-Transport-Security', HSTS);
}
