import { randomUUID } from 'node:crypto';
import type { Context } from 'koa';
import type { Logger } from 'pino';
import type { LmsState } from '../LmsState.ts';
import type { SessionRecord } from '../../sessions/SessionService.ts';
import type { SessionUser } from '@lms/contract/user.ts';
import type { FoundRoute } from '../apiRouter.ts';

/** Part 1 §9: the API version every reply carries. */
export const API_VERSION = '6.0';
export const API_VERSION_HEADER = 'X-Api-Version';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * A request's `ctx.state`, one class so every request's state has the same shape
 * (a per-request getter defined on koa's plain `{}` gave each request's state an
 * object shape of its own, and every middleware's read of it a slower lookup).
 * The child logger is made on first use: most requests never log but the access
 * line, which the root logger writes with the id.
 */
class RequestState implements LmsState {
  sessionToken: string | null = null;
  session: SessionRecord | null = null;
  user: SessionUser | null = null;
  embedded?: boolean = undefined;
  frameAncestors?: string[] = undefined;
  route?: FoundRoute | null = undefined;
  logUrl?: string = undefined;
  private childLog: Logger | undefined = undefined;

  constructor(
    private readonly rootLog: Logger,
    readonly requestId: string,
  ) {}

  get log(): Logger {
    this.childLog ??= this.rootLog.child({ reqId: this.requestId });
    return this.childLog;
  }
}

/**
 * Gives every request an id (kept from a trusted proxy's X-Request-Id when it is sane),
 * a logger carrying it and the API version header; `end` writes one access-log line.
 * Per request, nothing is allocated for logs that are off. Steps of the kernel's one
 * middleware (createHttpApp), not middleware of their own.
 */
export function requestContext(logger: Logger) {
  return {
    /** The request's state and id headers; answers when the request started. */
    begin(ctx: Context): number {
      const incoming = ctx.get('x-request-id');
      const requestId = INCOMING_ID.test(incoming) ? incoming : randomUUID();
      ctx.state = new RequestState(logger, requestId);
      ctx.res.setHeader('X-Request-Id', requestId);
      ctx.res.setHeader(API_VERSION_HEADER, API_VERSION);
      return performance.now();
    },
    end(ctx: Context & { state: LmsState }, started: number): void {
      if (!logger.isLevelEnabled('info')) return;
      logger.info(
        { reqId: ctx.state.requestId, method: ctx.method, url: ctx.state.logUrl ?? ctx.originalUrl, status: ctx.status, ms: Math.round((performance.now() - started) * 10) / 10, user: ctx.state.user?.id },
        'request',
      );
    },
  };
}
