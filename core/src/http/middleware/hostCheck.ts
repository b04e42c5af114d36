import type { Middleware } from 'koa';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import type { LmsState } from '../LmsState.ts';

/** A load balancer's health probe often addresses the node by its IP: the health check answers whatever the Host. */
const ANY_HOST_PATHS = new Set(['/server/health']);

/**
 * Refuses requests addressed to a host name that is not this site's (421): a
 * forged Host header reaches nothing, neither a page nor a call.
 */
export function hostCheck(allowsHost: (hostname: string) => Promise<boolean>): Middleware<LmsState> {
  return async (ctx, next) => {
    if (!ANY_HOST_PATHS.has(ctx.path) && !(await allowsHost(ctx.hostname))) {
      throw new LmsError('unknown-host', `This site does not answer to the host name "${ctx.hostname}".`);
    }
    await next();
  };
}
