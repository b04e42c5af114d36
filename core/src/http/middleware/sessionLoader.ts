import type { Context } from 'koa';
import type { SessionService } from '../../sessions/SessionService.ts';
import { toSessionUser } from '../../users/userRow.ts';
import { SESSION_COOKIE, sessionCookieOptions } from '../cookies.ts';
import type { LmsState } from '../LmsState.ts';

/** Resolves the session cookie to a user (the request's state starts without one); a cookie that no longer resolves is cleared. */
export async function loadSession(ctx: Context & { state: LmsState }, sessions: SessionService): Promise<void> {
  const token = ctx.cookies.get(SESSION_COOKIE);
  if (!token) return;
  const session = await sessions.resolve(token);
  if (session) {
    ctx.state.session = session;
    ctx.state.sessionToken = token;
    ctx.state.user = toSessionUser(session.user);
  } else {
    ctx.cookies.set(SESSION_COOKIE, null, sessionCookieOptions(ctx));
  }
}
