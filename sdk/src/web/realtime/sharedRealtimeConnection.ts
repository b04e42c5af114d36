import { io } from 'socket.io-client';
import { RealtimeConnection } from './RealtimeConnection.ts';

/** Where the kernel serves socket.io (core's SOCKET_PATH). */
export const REALTIME_PATH = '/server/socket.io';

let shared: RealtimeConnection | null = null;

/**
 * The tab's one connection, made on first use. WebSocket only: a node behind a
 * load balancer then needs no sticky sessions (long-polling would), and the
 * browser sends the session cookie with the handshake.
 */
export function sharedRealtimeConnection(): RealtimeConnection {
  shared ??= new RealtimeConnection(() => io({ path: REALTIME_PATH, transports: ['websocket'], autoConnect: false }));
  return shared;
}

