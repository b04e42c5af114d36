import type { DepsMap } from '@lms/contract';
import type { RateLimitRule, RouteRequest } from '@lms/contract/route.ts';
import type { ThreadCaller } from './threadRows.ts';

/** New posts, replies and comments per user (issue 14): every plugin's discussions counted together in one bucket. */
export const POST_RATE_LIMIT: RateLimitRule = { bucket: 'posts', key: 'user', points: 30, durationSeconds: 60 };

/** The caller of a course route that writes in a discussion (its permission guarantees a user and their access). */
export function threadCaller(request: RouteRequest<unknown, unknown, DepsMap>): ThreadCaller {
  return { user: request.user!, access: request.access!, host: request.host, origin: request.origin };
}
