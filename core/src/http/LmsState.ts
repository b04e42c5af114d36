import type { Logger } from 'pino';
import type { SessionUser } from '@lms/contract/user.ts';
import type { SessionRecord } from '../sessions/SessionService.ts';
import type { FoundRoute } from './apiRouter.ts';

/** What the kernel's middleware puts on `ctx.state` for everything after it. */
export interface LmsState {
  requestId: string;
  log: Logger;
  /** The session cookie's token, when the browser sent one that resolved. */
  sessionToken: string | null;
  session: SessionRecord | null;
  user: SessionUser | null;
  /** The reply's cookies go inside another site's iframe (see CookieSite): set by an embedded login, and by a logout from one. */
  embedded?: boolean;
  /** The origins that may frame the web app's page: those of the session that loads it inside a frame (see the web branch of createHttpApp). */
  frameAncestors?: string[];
  /** Under /server/: the declared route the call goes to (null: none, a 404 or 405), found once per call. */
  route?: FoundRoute | null;
  /** The address the access log writes when it differs from the request's (secret path parameters redacted). */
  logUrl?: string;
}
