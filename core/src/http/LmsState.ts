import type { Logger } from 'pino';
import type { SessionUser } from '@lms/contract/user.ts';
import type { SessionRecord } from '../sessions/SessionService.ts';

/** What the kernel's middleware puts on `ctx.state` for everything after it. */
export interface LmsState {
  requestId: string;
  log: Logger;
  /** The session cookie's token, when the browser sent one that resolved. */
  sessionToken: string | null;
  session: SessionRecord | null;
  user: SessionUser | null;
  /** The address the access log writes when it differs from the request's (secret path parameters redacted). */
  logUrl?: string;
}
