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
 * a logger carrying it, the API version header, and one access-log line when done.
 * The request's child logger is made on first use: most requests never log but the
 * access line, which the root logger writes with the id (the same JSON line), and
 * only when its level is on. Per request, nothing is allocated for logs that are off.
 */
export function requestContext(logger: Logger): Middleware<LmsState> {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = INCOMING_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    let log: Logger | undefined;
    Object.defineProperty(ctx.state, 'log', { get: () => (log ??= logger.child({ reqId: requestId })), enumerable: true, configurable: true });
    ctx.set('X-Request-Id', requestId);
    ctx.set(API_VERSION_HEADER, API_VERSION);
    const started = performance.now();
    try {
      await next();
    } finally {
      if (logger.isLevelEnabled('info')) {
        logger.info(
          { reqId: requestId, method: ctx.method, url: ctx.state.logUrl ?? ctx.originalUrl, status: ctx.status, ms: Math.round((performance.now() - started) * 10) / 10, user: ctx.state.user?.id },
          'request',
        );
      }
    }
  };
}
