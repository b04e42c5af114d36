import type { DepsMap, RouteRequest } from '@lms/sdk';
import type { Caller } from './caller.ts';

/** The caller of a course route (its permission guarantees a user and their access). */
export function routeCaller(request: RouteRequest<unknown, unknown, DepsMap>): Caller {
  return { user: request.user!, access: request.access!, host: request.host, origin: request.origin };
}
