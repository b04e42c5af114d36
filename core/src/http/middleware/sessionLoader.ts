import type { Middleware } from 'koa';
import type { SessionService } from '../../sessions/SessionService.ts';
import { toSessionUser } from '../../users/userRow.ts';
import { SESSION_COOKIE, sessionCookieOptions } from '../cookies.ts';
import type { LmsState } from '../LmsState.ts';

/** Resolves the session cookie to a user; a cookie that no longer resolves is cleared. */
export function sessionLoader(sessions: SessionService): Middleware<LmsState> {
  return async (ctx, next) => {
    ctx.state.user = null;
    ctx.state.session = null;
    ctx.state.sessionToken = null;
    const token = ctx.cookies.get(SESSION_COOKIE);
    if (token) {
      const session = await sessions.resolve(token);
      if (session) {
        ctx.state.session = session;
        ctx.state.sessionToken = token;
        ctx.state.user = toSessionUser(session.user);
      } else {
        ctx.cookies.set(SESSION_COOKIE, null, sessionCookieOptions(ctx));
      }
    }
    return next();
  };
}
