import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { writeBroadcastFramesDirectly } from '../../src/realtime/directFrameWrite.ts';

const opened: { server: Server; client: Socket }[] = [];

async function connected(): Promise<{ server: Server; client: Socket; socket: ServerSocket }> {
  const httpServer = http.createServer();
  const server = new Server(httpServer);
  const joined = new Promise<ServerSocket>((resolve) =>
    server.on('connection', (socket) => {
      writeBroadcastFramesDirectly(socket);
      void socket.join('room');
      resolve(socket);
    }),
  );
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const client = connect(`http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`, { transports: ['websocket'], reconnection: false });
  const socket = await joined;
  opened.push({ server, client });
  return { server, client, socket };
}

const received = (client: Socket, count: number) =>
  new Promise<number[]>((resolve) => {
    const values: number[] = [];
    client.on('n', (value: number) => {
      values.push(value);
      if (values.length === count) resolve(values);
    });
  });

afterEach(async () => {
  for (const { server, client } of opened.splice(0)) {
    client.disconnect();
    await server.close();
  }
});

describe('writeBroadcastFramesDirectly', () => {
  it("writes a room broadcast's frame to the WebSocket without engine.io's packet queue", async () => {
    const { server, client, socket } = await connected();
    // engine.io announces every packet it queues.
    const viaEngine: unknown[] = [];
    socket.conn.on('packetCreate', (packet: { type: string }) => {
      if (packet.type === 'message') viaEngine.push(packet);
    });
    const arrived = received(client, 50);
    for (let n = 0; n < 50; n++) server.to('room').emit('n', n);
    expect(await arrived).toEqual([...Array(50).keys()]);
    expect(viaEngine).toEqual([]);
  });

  it('keeps the order when a direct emit is still being written: later broadcasts queue behind it', async () => {
    const { server, client, socket } = await connected();
    const arrived = received(client, 300);
    for (let n = 0; n < 300; n++) {
      // One socket's own emit (no pre-encoded frame) goes through engine.io, which holds its next writes until it is written.
      if (n % 7 === 0) socket.emit('n', n);
      else server.to('room').emit('n', n);
    }
    expect(await arrived).toEqual([...Array(300).keys()]);
  });
});
