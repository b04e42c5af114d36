import type http from 'node:http';
import { parseCookie } from 'cookie';
import { Server, type Socket } from 'socket.io';
import { PostgresAdapter } from '@socket.io/postgres-adapter';
import type { Logger } from 'pino';
import type { DependencyContainer } from '../kernel/di.ts';
import type { RealtimeRequest } from '../contract/realtime.ts';
import type { DepsMap } from '../contract/serviceRef.ts';
import type { SessionUser } from '../contract/user.ts';
import type { RealtimeEmitter } from '../contract/services.ts';
import { LmsError, type FieldError } from '../errors/LmsError.ts';
import type { RegisteredRealtimeHandler } from '../plugins/PluginRegistry.ts';
import { sessionIdHash, type SessionService } from '../sessions/SessionService.ts';
import { toSessionUser } from '../users/userRow.ts';
import { SESSION_COOKIE } from '../http/cookies.ts';
import { resolveDeps } from '../http/mountRoutes.ts';
import { openCrossNodeAdapter, type CrossNodeAdapter, type CrossNodeConnection } from './crossNodeAdapter.ts';

export const SOCKET_PATH = '/server/socket.io';

interface SocketData {
  user: SessionUser;
  sessionHash: string;
}

export interface RealtimeHubOptions {
  handlers: RegisteredRealtimeHandler[];
  containerFor(owner: string): DependencyContainer;
  allowedOrigins: string[];
  logger: Logger;
  /** The PostgreSQL shared by every node (events cross nodes through it), or null to keep them in this process. */
  crossNode: CrossNodeConnection | null;
}

/** How emitted events reach sockets: through PostgreSQL to every node, or in this process only. */
export type RealtimeAdapterKind = 'postgres' | 'in-memory';

type Failure = { ok: false; errno: string; error: string; status: number; fields?: FieldError[] };
type Ack = (answer: { ok: true; data: unknown } | Failure) => void;

/**
 * socket.io on the kernel's HTTP server. The handshake is authenticated by the
 * session cookie; each plugin's handlers answer `${pluginId}:${event}` with an
 * acknowledgement, and its rooms are namespaced by its id too. On PostgreSQL,
 * emits reach the sockets of every node through the PostgreSQL adapter. Nothing
 * is kept per client: a client that reconnects joins its rooms again and re-reads
 * what it shows over HTTP.
 */
export class RealtimeHub implements RealtimeEmitter {
  private io: Server | null = null;
  private crossNode: CrossNodeAdapter | null = null;

  constructor(private readonly options: RealtimeHubOptions) {}

  attach(server: http.Server, sessions: SessionService): void {
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
        callback(null, !origin || ownOrigins.includes(origin) || allowedOrigins.includes(origin));
      },
    });
    this.io.use(async (socket, next) => {
      const token = parseCookie(socket.handshake.headers.cookie ?? '')[SESSION_COOKIE];
      const session = token ? await sessions.resolve(token).catch(() => null) : null;
      if (!session) return next(Object.assign(new Error('not-logged'), { data: { errno: 'not-logged' } }));
      const data: SocketData = { user: toSessionUser(session.user), sessionHash: session.idHash };
      socket.data = data;
      return next();
    });
    this.io.on('connection', (socket) => {
      const data = socket.data as SocketData;
      void socket.join(`session:${data.sessionHash}`);
      for (const handler of this.options.handlers) {
        socket.on(handler.wireEvent, (payload: unknown, ack?: Ack) => {
          void this.dispatch(handler, socket, payload, typeof ack === 'function' ? ack : () => undefined);
        });
      }
    });
  }

  private async dispatch(handler: RegisteredRealtimeHandler, socket: Socket, payload: unknown, ack: Ack): Promise<void> {
    const data = socket.data as SocketData;
    const log = this.options.logger.child({ event: handler.wireEvent, user: data.user.id });
    try {
      const errors = handler.validatePayload?.(payload ?? {});
      if (errors) throw LmsError.validation(errors);
      const prefix = `${handler.pluginId}:`;
      const request: RealtimeRequest<unknown, DepsMap> = {
        user: data.user,
        payload: payload ?? {},
        deps: resolveDeps(this.options.containerFor(handler.pluginId), handler.definition.deps),
        log,
        joinRoom: async (room) => socket.join(prefix + room),
        leaveRoom: async (room) => socket.leave(prefix + room),
      };
      const result = await (handler.definition.handler as (r: typeof request) => unknown)(request);
      ack({ ok: true, data: result ?? null });
    } catch (error) {
      if (error instanceof LmsError) {
        ack({ ok: false, errno: error.errno, error: error.message, status: error.status, ...(error.fields ? { fields: error.fields } : {}) });
      } else {
        log.error({ err: error }, 'realtime handler failed');
        ack({ ok: false, errno: 'internal-error', error: 'Something went wrong on our side.', status: 500 });
      }
    }
  }

  emit(room: string, event: string, payload: unknown): void {
    this.io?.to(room).emit(event, payload);
  }

  /** An emitter that prefixes rooms and events with a plugin's id. */
  emitterFor(pluginId: string): RealtimeEmitter {
    return { emit: (room, event, payload) => this.emit(`${pluginId}:${room}`, `${pluginId}:${event}`, payload) };
  }

  /** Closes the live sockets of a session that just ended (on every node). */
  disconnectSession(token: string): void {
    this.io?.in(`session:${sessionIdHash(token)}`).disconnectSockets(true);
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
