import type { Context } from 'koa';
import { LmsError } from '@lms/contract/errors/LmsError.ts';

/** A load balancer's health probe often addresses the node by its IP: the health check answers whatever the Host. */
const ANY_HOST_PATHS = new Set(['/server/health']);

/** Whether a host name is this site's: known at once for the configured names, read (and kept a while) for white-labelled ones. */
export type AllowsHost = (hostname: string) => boolean | Promise<boolean>;

function refuse(hostname: string): never {
  throw new LmsError('unknown-host', `This site does not answer to the host name "${hostname}".`);
}

/**
 * Refuses requests addressed to a host name that is not this site's (421): a
 * forged Host header reaches nothing, neither a page nor a call. Synchronous for
 * a configured host name (every request of a site without white-labelled hosts).
 */
export function checkHost(ctx: Context, allowsHost: AllowsHost): void | Promise<void> {
  if (ANY_HOST_PATHS.has(ctx.path)) return;
  const hostname = ctx.hostname;
  const allowed = allowsHost(hostname);
  if (allowed === true) return;
  if (allowed === false) refuse(hostname);
  return allowed.then((known) => {
    if (!known) refuse(hostname);
  });
}
