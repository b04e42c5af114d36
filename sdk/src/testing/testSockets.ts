import { io, type Socket } from 'socket.io-client';
import { SESSION_COOKIE, SOCKET_PATH } from '@lms/core';
import type { TestClient } from './TestClient.ts';

/** A socket.io client of a test. */
export type TestSocket = Socket;

/** socket.io clients of a test, each carrying a client's session cookie (if any); `closeAll` after the tests. */
export function testSockets() {
  const sockets: Socket[] = [];
  return {
    /** Connected to the kernel at `node.url` as the session of `client`; rejects with the handshake's refusal. */
    async connect(node: { url: string }, client: TestClient): Promise<Socket> {
      const session = client.cookie(SESSION_COOKIE);
      const socket = io(node.url, {
        path: SOCKET_PATH,
        transports: ['websocket'],
        reconnection: false,
        extraHeaders: session ? { cookie: `${SESSION_COOKIE}=${session}` } : {},
      });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      return socket;
    },
    closeAll() {
      sockets.forEach((socket) => socket.disconnect());
    },
  };
}

/** Emits `event` and resolves with its acknowledgement (`{ ok, data }` or `{ ok: false, errno, error, status }`). */
export const ask = (socket: Socket, event: string, payload: unknown) => socket.timeout(5000).emitWithAck(event, payload);
