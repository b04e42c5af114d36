import type { RealtimeTokens } from './RealtimeTokens.ts';
import type http from 'node:http';
import { parseCookie } from 'cookie';
import { Server, type Socket } from 'socket.io';
import { PostgresAdapter } from '@socket.io/postgres-adapter';
import type { Logger } from 'pino';
import type { DependencyContainer } from '../kernel/di.ts';
import type { RealtimeRequest } from '@lms/contract/realtime.ts';
import { isCoursePermission, type CourseAccess, type Permission } from '@lms/contract/permissions.ts';
import type { DepsMap } from '@lms/contract/serviceRef.ts';
import type { SessionUser } from '@lms/contract/user.ts';
import type { RealtimeEmitter } from '@lms/contract/services.ts';
import type { UserChannel } from '../badges/BadgeService.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { errorAnswer, type ErrorBody } from '../errors/errorAnswer.ts';
import { assertWellFormedInput } from '../validation/wellFormedInput.ts';
import type { RegisteredRealtimeHandler } from '../plugins/PluginRegistry.ts';
import type { SessionService } from '../sessions/SessionService.ts';
import type { PermissionService } from '../permissions/PermissionService.ts';
import { isId } from '../ids/newId.ts';
import { toSessionUser } from '../users/userRow.ts';
import { SESSION_COOKIE } from '../http/cookies.ts';
import { resolveDeps } from '../http/mountRoutes.ts';
import { writeBroadcastFramesDirectly } from './directFrameWrite.ts';
import { openCrossNodeAdapter, type CrossNodeAdapter, type CrossNodeConnection } from './crossNodeAdapter.ts';

export const SOCKET_PATH = '/server/socket.io';

interface SocketData {
  user: SessionUser;
  sessionHash: string;
  /** The rooms joined under a course permission, by course: left when that access ends. */
  courseRooms: Map<string, { permission: Permission; rooms: Set<string> }>;
}

/** Between nodes: some users' access to a course may have ended (the payload is the course id). */
const COURSE_ACCESS_CHANGED = 'lms:course-access-changed';
/** A user's own room, under `core:` (plugins' rooms are under their own id, and `core` names no plugin). */
const userRoom = (userId: string): string => `core:user:${userId}`;
const hostRoom = (hostname: string): string => `core:host:${hostname}`;

/** How often each node checks that the sessions of its sockets are still live (expiry, ends it was not told of). */
const SESSION_SWEEP_MS = 30_000;

/** Tells the live sockets that access to a course may have ended (core services call it). */
export interface CourseAccessWatch {
  courseAccessChanged(courseId: string): Promise<void>;
}

export interface RealtimeHubOptions {
  handlers: RegisteredRealtimeHandler[];
  containerFor(owner: string): DependencyContainer;
  allowedOrigins: string[];
  logger: Logger;
  /** The PostgreSQL shared by every node (events cross nodes through it), or null to keep them in this process. */
  crossNode: CrossNodeConnection | null;
  /** Whether a host name is this site's (PublicSite.allowsHost): a socket addressed to another host is refused like any request. */
  allowsHost?(hostname: string): Promise<boolean>;
  /** Read the host from X-Forwarded-Host, as the HTTP requests do behind a trusted proxy. */
  trustProxy?: boolean;
}

/** The host name of a Host header ('[::1]:3000' is '[::1]'); empty when it does not parse. */
function hostnameOf(host: string | undefined): string {
  try {
    return new URL(`http://${host ?? ''}`).hostname;
  } catch {
    return '';
  }
}

/** How emitted events reach sockets: through PostgreSQL to every node, or in this process only. */
export type RealtimeAdapterKind = 'postgres' | 'in-memory';

type Failure = { ok: false; status: number } & ErrorBody;
type Ack = (answer: { ok: true; data: unknown } | Failure) => void;

/**
 * socket.io on the kernel's HTTP server. The handshake is authenticated by the
 * session cookie; each plugin's handlers answer `${pluginId}:${event}` with an
 * acknowledgement, and its rooms are namespaced by its id too. On PostgreSQL,
 * emits reach the sockets of every node through the PostgreSQL adapter. Nothing
 * is kept per client: a client that reconnects joins its rooms again and re-reads
 * what it shows over HTTP.
 */
export class RealtimeHub implements RealtimeEmitter, CourseAccessWatch, UserChannel {
  private io: Server | null = null;
  private crossNode: CrossNodeAdapter | null = null;
  private permissions: PermissionService | null = null;
  private sessions: SessionService | null = null;
  private sweepTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: RealtimeHubOptions) {}

  attach(server: http.Server, sessions: SessionService, permissions: PermissionService, tokens?: RealtimeTokens): void {
    this.sessions = sessions;
    this.permissions = permissions;
    const { allowedOrigins, crossNode, logger } = this.options;
    this.crossNode = crossNode ? openCrossNodeAdapter(crossNode, logger) : null;
    this.io = new Server(server, {
      path: SOCKET_PATH,
      serveClient: false,
      ...(this.crossNode ? { adapter: this.crossNode.adapter } : {}),
      // Cross-site WebSocket hijacking: only pages of this site (or allowed origins) may connect.
      allowRequest: (req, callback) => {
        const origin = req.headers.origin;
        const ownOrigins = [`http://${req.headers.host}`, `https://${req.headers.host}`];
        if (origin && !ownOrigins.includes(origin) && !allowedOrigins.includes(origin)) return callback(null, false);
        const forwarded = this.options.trustProxy ? String(req.headers['x-forwarded-host'] ?? '').split(',')[0]?.trim() : '';
        const hostname = hostnameOf(forwarded || req.headers.host);
        const allowed = this.options.allowsHost ? this.options.allowsHost(hostname) : Promise.resolve(true);
        allowed.then(
          (yes) => callback(null, yes),
          () => callback(null, false),
        );
      },
    });
    this.io.use(async (socket, next) => {
      const token = parseCookie(socket.handshake.headers.cookie ?? '')[SESSION_COOKIE];
      let session = token ? await sessions.resolve(token).catch(() => null) : null;
      // No cookie: a realtime token (POST firebase_token/) naming a session that is still live, for its own user.
      const claims = !session && tokens ? tokens.read((socket.handshake.auth as Record<string, unknown> | undefined)?.token) : null;
      if (claims) {
        const named = await sessions.resolveIdHash(claims.sessionHash).catch(() => null);
        session = named && named.user.id === claims.userId ? named : null;
      }
      if (!session) return next(Object.assign(new Error('not-logged'), { data: errorAnswer(new LmsError('not-logged')).body }));
      const data: SocketData = { user: toSessionUser(session.user), sessionHash: session.idHash, courseRooms: new Map() };
      socket.data = data;
      return next();
    });
    this.io.on('connection', (socket) => {
      writeBroadcastFramesDirectly(socket);
      const data = socket.data as SocketData;
      void socket.join(`session:${data.sessionHash}`);
      // The user's own room: core's events for this user only (a badge earned).
      void socket.join(userRoom(data.user.id));
      // The site (reseller host) the tab is on: core's events for everyone there (an announcement posted).
      const forwarded = this.options.trustProxy ? String(socket.handshake.headers['x-forwarded-host'] ?? '').split(',')[0]?.trim() : '';
      void socket.join(hostRoom(hostnameOf(forwarded || socket.handshake.headers.host)));
      for (const handler of this.options.handlers) {
        socket.on(handler.wireEvent, (payload: unknown, ack?: Ack) => {
          void this.dispatch(handler, socket, payload, typeof ack === 'function' ? ack : () => undefined);
        });
      }
    });
    // The other nodes' news: recheck this node's sockets (serverSideEmit never reaches its sender).
    this.io.on(COURSE_ACCESS_CHANGED, (courseId: unknown) => {
      if (typeof courseId === 'string') void this.recheckCourse(courseId);
    });
    this.sweepTimer = setInterval(() => void this.sweepSessions().catch((err: unknown) => logger.warn({ err }, 'session sweep failed')), SESSION_SWEEP_MS);
    this.sweepTimer.unref();
  }

  /**
   * The course a course-permission handler is about, from its payload. A payload
   * that names no course is answered by its schema (which requires courseId),
   * else not-found: there is no course to check the permission in.
   */
  private courseOf(handler: RegisteredRealtimeHandler, payload: unknown): string | undefined {
    if (!isCoursePermission(handler.definition.permission)) return undefined;
    const courseId = (payload as { courseId?: unknown } | null)?.courseId;
    if (typeof courseId === 'string' && isId(courseId)) return courseId;
    const errors = handler.validatePayload?.(payload ?? {});
    if (errors) throw LmsError.validation(errors);
    throw new LmsError('not-found', 'Course not found.');
  }

  private async dispatch(handler: RegisteredRealtimeHandler, socket: Socket, payload: unknown, ack: Ack): Promise<void> {
    const data = socket.data as SocketData;
    const log = this.options.logger.child({ event: handler.wireEvent, user: data.user.id });
    try {
      assertWellFormedInput(payload);
      // As for a route: the permission (and course hold) first, then the payload's schema.
      const { permission } = handler.definition;
      const courseId = this.courseOf(handler, payload);
      const access: CourseAccess | null = await this.permissions!.check(permission, data.user, courseId);
      const errors = handler.validatePayload?.(payload ?? {});
      if (errors) throw LmsError.validation(errors);
      const prefix = `${handler.pluginId}:`;
      const request: RealtimeRequest<unknown, DepsMap> = {
        user: data.user,
        payload: payload ?? {},
        access,
        deps: resolveDeps(this.options.containerFor(handler.pluginId), handler.definition.deps),
        log,
        joinRoom: async (room) => {
          if (courseId) {
            const joined = data.courseRooms.get(courseId) ?? { permission, rooms: new Set<string>() };
            joined.rooms.add(prefix + room);
            data.courseRooms.set(courseId, joined);
          }
          await socket.join(prefix + room);
        },
        leaveRoom: async (room) => socket.leave(prefix + room),
      };
      const result = await (handler.definition.handler as (r: typeof request) => unknown)(request);
      ack({ ok: true, data: result ?? null });
    } catch (error) {
      // The same answer as over HTTP (errorAnswer), with its status; headers have no place in an acknowledgement.
      const answer = errorAnswer(error);
      if (answer.unexpected) log.error({ err: error }, 'realtime handler failed');
      const { errno, error: message, ...more } = answer.body;
      ack({ ok: false, errno, error: message, status: answer.status, ...more });
    }
  }

  emit(room: string, event: string, payload: unknown): void {
    this.io?.to(room).emit(event, payload);
  }

  /** Sends a core event to every open tab of one user, on every node. */
  emitToUser(userId: string, event: string, payload: unknown): void {
    this.emit(userRoom(userId), event, payload);
  }

  /** Sends a core event to every open tab of a site (its host name), or of every site ('*'), on every node. */
  emitToHost(host: string, event: string, payload: unknown): void {
    if (host === '*') this.io?.emit(event, payload);
    else this.emit(hostRoom(host.toLowerCase()), event, payload);
  }

  /** An emitter that prefixes rooms and events with a plugin's id. */
  emitterFor(pluginId: string): RealtimeEmitter {
    return { emit: (room, event, payload) => this.emit(`${pluginId}:${room}`, `${pluginId}:${event}`, payload) };
  }

  /** Closes the live sockets of sessions that ended, by their id hashes (on every node). */
  disconnectSessions(idHashes: readonly string[]): void {
    if (this.io && idHashes.length) this.io.in(idHashes.map((hash) => `session:${hash}`)).disconnectSockets(true);
  }

  /**
   * Access to a course may have ended for some of its users (unenrolled, removed
   * from its staff, held by a new price or start date): on every node, each socket
   * with rooms of the course is checked again as its handler was, and leaves them
   * when refused. Resolves once this node's sockets are checked.
   */
  async courseAccessChanged(courseId: string): Promise<void> {
    if (!this.io) return;
    if (this.crossNode) this.io.serverSideEmit(COURSE_ACCESS_CHANGED, courseId);
    await this.recheckCourse(courseId);
  }

  private async recheckCourse(courseId: string): Promise<void> {
    const sockets = [...(this.io?.of('/').sockets.values() ?? [])];
    await Promise.all(
      sockets.map(async (socket) => {
        const data = socket.data as SocketData;
        const joined = data.courseRooms.get(courseId);
        if (!joined) return;
        const kept = await this.permissions!.check(joined.permission, data.user, courseId).then(
          () => true,
          (error: unknown) => {
            if (!(error instanceof LmsError)) this.options.logger.warn({ err: error }, 'realtime access check failed: leaving the rooms');
            return false;
          },
        );
        if (kept) return;
        data.courseRooms.delete(courseId);
        for (const room of joined.rooms) await socket.leave(room);
      }),
    );
  }

  /** Closes this node's sockets whose session is no longer live (expired, or ended where this node was not told). */
  async sweepSessions(): Promise<void> {
    const sockets = [...(this.io?.of('/').sockets.values() ?? [])];
    if (!sockets.length || !this.sessions) return;
    const live = await this.sessions.liveAmong(sockets.map((socket) => (socket.data as SocketData).sessionHash));
    for (const socket of sockets) if (!live.has((socket.data as SocketData).sessionHash)) socket.disconnect(true);
  }

  /** Null until the kernel listens. */
  get adapterKind(): RealtimeAdapterKind | null {
    if (!this.io) return null;
    return this.io.of('/').adapter instanceof PostgresAdapter ? 'postgres' : 'in-memory';
  }

  /** The nodes this one hears from, itself included (the adapter learns them from heartbeats). */
  async nodeCount(): Promise<number> {
    return this.io ? this.io.of('/').adapter.serverCount() : 0;
  }

  async close(): Promise<void> {
    const io = this.io;
    if (!io) return;
    this.io = null;
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = null;
    // Only this node's sockets: a plain disconnectSockets would go through the adapter to every node.
    io.local.disconnectSockets(true);
    // io.close() would also close the HTTP server, which the kernel closes itself, gracefully.
    io.removeAllListeners();
    // The PostgreSQL adapter says goodbye to the other nodes and stops listening.
    await io.of('/').adapter.close();
    await this.crossNode?.close();
    this.crossNode = null;
  }
}
