import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import type { LmsState } from '../LmsState.ts';

/** Part 1 §9: the API version every reply carries. */
export const API_VERSION = '6.0';
export const API_VERSION_HEADER = 'X-Api-Version';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives every request an id (kept from a trusted proxy's X-Request-Id when it is sane),
 * a child logger carrying it, the API version header, and one access-log line when done.
 */
export function requestContext(logger: Logger): Middleware<LmsState> {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = INCOMING_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ reqId: requestId });
    ctx.set('X-Request-Id', requestId);
    ctx.set(API_VERSION_HEADER, API_VERSION);
    const started = performance.now();
    try {
      await next();
    } finally {
      ctx.state.log.info(
        { method: ctx.method, url: ctx.originalUrl, status: ctx.status, ms: Math.round((performance.now() - started) * 10) / 10, user: ctx.state.user?.id },
        'request',
      );
    }
  };
}
