import { io, type Socket } from 'socket.io-client';
import type { TestClient, TestKernel } from '@lms/sdk/testing';
import { SESSION_COOKIE, SOCKET_PATH } from '../../src/index.ts';

/** socket.io clients of a test, each carrying a logged-in client's session cookie; `closeAll` after the tests. */
export function testSockets() {
  const sockets: Socket[] = [];
  return {
    /** Connected to `node` as the session of `client`. */
    async connect(node: TestKernel, client: TestClient): Promise<Socket> {
      const socket = io(node.url, {
        path: SOCKET_PATH,
        transports: ['websocket'],
        reconnection: false,
        extraHeaders: { cookie: `${SESSION_COOKIE}=${client.cookie(SESSION_COOKIE)}` },
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

export const ask = (socket: Socket, event: string, payload: unknown) => socket.timeout(5000).emitWithAck(event, payload);

/** The payload of the next `event` on `socket`; rejects after `ms`. */
export function nextEvent(socket: Socket, event: string, ms = 5000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${event}" within ${ms} ms`)), ms);
    socket.once(event, (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Resolves once `check` answers true; fails after `ms`. */
export async function eventually(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still not true after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
