import type { Logger } from 'pino';
import type { TypedSchema } from './jsonSchema.ts';
import type { CourseAccess, Permission } from './permissions.ts';
import type { DepsMap, ResolvedDeps } from './serviceRef.ts';
import type { SessionUser } from './user.ts';

export interface RealtimeRequest<P, D extends DepsMap> {
  /** Always a logged-in user: the socket handshake is authenticated by the session. */
  user: SessionUser;
  payload: P;
  /** The caller's rights in `payload.courseId`, for a handler with a course permission. */
  access: CourseAccess | null;
  deps: ResolvedDeps<D>;
  log: Logger;
  /** Puts this socket in a room (after the handler's own permission check). */
  joinRoom(room: string): Promise<void>;
  leaveRoom(room: string): Promise<void>;
}

/** What a realtime handler may require: any permission but `'public'`. */
export type RealtimePermission = Exclude<Permission, 'public'>;

/**
 * A socket.io event handler. On the wire the event is `${pluginId}:${event}` and
 * the client gets an acknowledgement `{ ok: true, data }` or `{ ok: false, errno, error }`.
 */
export interface RealtimeHandlerDefinition<P = unknown, D extends DepsMap = DepsMap> {
  event: string;
  /**
   * What the caller needs, decided by core/permissions before the payload is
   * validated and the handler runs, exactly as for a route (course-load holds
   * included). Required: `'user'` for any logged-in user (never `'public'`: a
   * socket is always logged in). A course permission names its course in
   * `payload.courseId` (the payload schema must require it), and the rooms the
   * handler joins belong to that course: the socket leaves them when the user's
   * access to it ends (unenrolled, removed from its staff, held).
   */
  permission: RealtimePermission;
  payload?: TypedSchema<P>;
  deps?: D;
  handler(request: RealtimeRequest<P, D>): unknown | Promise<unknown>;
}

export function defineRealtimeHandler<P = unknown, D extends DepsMap = DepsMap>(
  definition: RealtimeHandlerDefinition<P, D>,
): RealtimeHandlerDefinition<P, D> {
  return definition;
}
