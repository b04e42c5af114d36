import type { Logger } from 'pino';
import type { TypedSchema } from './jsonSchema.ts';
import type { DepsMap, ResolvedDeps } from './serviceRef.ts';
import type { CourseAccess, Permission } from './permissions.ts';
import type { SessionUser } from './user.ts';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** Starts and ends the caller's server-side session (the cookie is the kernel's business). */
export interface SessionControl {
  /** Logs `userId` in: a fresh session id replaces any previous one. */
  start(userId: string, options: { remember: boolean }): Promise<void>;
  end(): Promise<void>;
}

export interface ReplyControl {
  status(code: number): void;
  header(name: string, value: string): void;
}

export interface RouteRequest<B, Q, D extends DepsMap> {
  /** Path parameters, e.g. `courseId`. */
  params: Readonly<Record<string, string>>;
  /** Query string, validated by the route's `query` schema when it has one. */
  query: Q;
  /** The JSON body, validated by the route's `body` schema (unknown fields rejected). */
  body: B;
  /** The logged-in user; never null unless the route is `public`. */
  user: SessionUser | null;
  /** The caller's rights in `params.courseId`, for course-scoped permissions. */
  access: CourseAccess | null;
  deps: ResolvedDeps<D>;
  log: Logger;
  requestId: string;
  /** The host name the request was addressed to (for per-host label bundles). */
  host: string;
  session: SessionControl;
  reply: ReplyControl;
}

export interface RouteDefinition<B = unknown, Q = Record<string, string | undefined>, D extends DepsMap = DepsMap> {
  method: HttpMethod;
  /** Path under /server/, with `:name` parameters, e.g. "components/:courseId/:componentId/". */
  path: string;
  /** What the caller needs; decided by core/permissions before the handler runs. */
  permission: Permission;
  /** One line for `lms routes` and docs/api.md. */
  summary: string;
  body?: TypedSchema<B>;
  query?: TypedSchema<Q>;
  deps?: D;
  /** Largest JSON body accepted, in bytes (default 1 MiB). */
  bodyLimit?: number;
  /** Returns the JSON answer (status 200 unless set through `reply`). Throws LmsError for errors. */
  handler(request: RouteRequest<B, Q, D>): unknown | Promise<unknown>;
}

export function defineRoute<B = unknown, Q = Record<string, string | undefined>, D extends DepsMap = DepsMap>(
  definition: RouteDefinition<B, Q, D>,
): RouteDefinition<B, Q, D> {
  return definition;
}
