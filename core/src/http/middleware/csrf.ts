import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'koa';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { XSRF_COOKIE, XSRF_HEADER, xsrfCookieOptions } from '../cookies.ts';
import type { LmsState } from '../LmsState.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string): string | null {
  if (!value) return null;
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

/**
 * The XSRF token of a logged-in session: an HMAC keyed by the session's own
 * secret token, so it is bound to that session and changes with it (a new
 * session id at every login). Nobody without the httpOnly session cookie can compute it.
 */
export function sessionXsrfToken(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('xsrf-token').digest('base64url');
}

/** How many sessions' XSRF tokens are kept: more than the sessions a node serves at once, a few hundred KB at most. */
const KNOWN_XSRF_TOKENS = 4096;
const knownXsrfTokens = new Map<string, string>();

/**
 * A session's XSRF token, computed once per session token and kept (the HMAC, with
 * its object allocations, was a visible share of a page view). It is a function of
 * the token alone, so a kept one is never stale; the map is emptied when full.
 */
function requestXsrfToken(sessionToken: string): string {
  let xsrf = knownXsrfTokens.get(sessionToken);
  if (xsrf === undefined) {
    if (knownXsrfTokens.size >= KNOWN_XSRF_TOKENS) knownXsrfTokens.clear();
    xsrf = sessionXsrfToken(sessionToken);
    knownXsrfTokens.set(sessionToken, xsrf);
  }
  return xsrf;
}

/** The token this request must echo: its session's, or before login the random cookie (plain double submit). */
function expectedToken(ctx: Context & { state: Partial<LmsState> }): string {
  const sessionToken = ctx.state.sessionToken;
  return sessionToken ? requestXsrfToken(sessionToken) : (ctx.cookies.get(XSRF_COOKIE) ?? '');
}

/** Sets the readable XSRF-TOKEN cookie when the browser has none (on any reply, the app page included). */
export function ensureXsrfCookie(ctx: Context): void {
  if (!ctx.cookies.get(XSRF_COOKIE)) setAnonymousToken(ctx);
}

function setAnonymousToken(ctx: Context): void {
  ctx.cookies.set(XSRF_COOKIE, randomBytes(24).toString('base64url'), xsrfCookieOptions(ctx));
}

/**
 * After a call: the cookie holds the token of the session the browser now has.
 * A login (new session) and a logout (no session any more) rotate it.
 */
export function syncXsrfCookie(ctx: Context & { state: LmsState }, hadSession: boolean): void {
  const sessionToken = ctx.state.sessionToken;
  if (sessionToken) {
    const token = requestXsrfToken(sessionToken);
    if (ctx.cookies.get(XSRF_COOKIE) !== token) ctx.cookies.set(XSRF_COOKIE, token, xsrfCookieOptions(ctx));
  } else if (hadSession) {
    setAnonymousToken(ctx);
  } else {
    ensureXsrfCookie(ctx);
  }
}

/**
 * CSRF defence for state-changing calls (DESIGN §4): an Origin (or Referer) from
 * this site or an allowed origin, and the XSRF token echoed in X-XSRF-TOKEN.
 * `changesState` says whether a safe-method call (a GET) changes state all the
 * same (the spec's pin_to_library): such a call is checked like a POST. After the
 * call, `syncXsrfCookie` brings the cookie in line with the session.
 */
export function checkCsrf(ctx: Context & { state: LmsState }, allowedOrigins: readonly string[], changesState: boolean): void {
  if (SAFE_METHODS.has(ctx.method) && !changesState) return;
  const origin = ctx.get('origin') || originOf(ctx.get('referer') || '') || '';
  // Koa 3's ctx.origin is the Origin header itself; our own origin comes from protocol and host.
  const ownOrigin = `${ctx.protocol}://${ctx.host}`;
  if (origin && origin !== ownOrigin && !allowedOrigins.includes(origin)) {
    throw new LmsError('csrf-failed', `Requests from ${origin} are not allowed.`);
  }
  if (!sameToken(expectedToken(ctx), ctx.get(XSRF_HEADER))) {
    syncXsrfCookie(ctx, false);
    throw new LmsError('csrf-failed');
  }
}
