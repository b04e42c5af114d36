import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';

const SEQUENCE = /bench (\d+)/;
/** How long one socket may take to connect, and to have its join acknowledged. */
const CONNECT_TIMEOUT_MS = 20_000;

/** When each numbered post was sent, and every delivery's latency (ms). */
export class DeliveryLog {
  readonly sentAt = new Map<number, number>();
  readonly latencies: number[] = [];
  /** Each message's slowest delivery: where the tail comes from (a few slow posts, or all of them). */
  readonly slowest = new Map<number, number>();
  /**
   * The board's deliveries split by where the socket is: on the process the post was
   * sent to, or on the other one (after the hop through PostgreSQL's NOTIFY).
   */
  readonly byNode = { posting: [] as number[], other: [] as number[] };

  /** `node`: the index of the socket's process, for the board (post `seq` goes to process `seq % nodes`). */
  received(seq: number, node?: { index: number; count: number }): void {
    const sent = this.sentAt.get(seq);
    if (sent === undefined) return;
    const latency = performance.now() - sent;
    this.latencies.push(latency);
    if (node) (seq % node.count === node.index ? this.byNode.posting : this.byNode.other).push(latency);
    if (latency > (this.slowest.get(seq) ?? 0)) this.slowest.set(seq, latency);
  }

  /** The `count` messages whose slowest delivery took longest, as "seq: ms". */
  worst(count: number): string {
    return [...this.slowest]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([seq, ms]) => `${seq}: ${ms.toFixed(0)}`)
      .join(', ');
  }
}

/** `count` logged-in browsers' sockets, spread over the nodes, each joined to the board. */
export async function boardListeners(nodes: string[], cookies: string[], board: { courseId: string; boardId: string }, log: DeliveryLog): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let first = 0; first < cookies.length; first += 100) {
    const batch = cookies.slice(first, first + 100).map(async (cookie, index) => {
      const node = { index: (first + index) % nodes.length, count: nodes.length };
      const socket = io(nodes[node.index]!, { path: '/server/socket.io', transports: ['websocket'], extraHeaders: { cookie }, reconnection: false, timeout: CONNECT_TIMEOUT_MS });
      socket.on('board:post', (payload: { post: { message: string } }) => {
        const match = SEQUENCE.exec(payload.post.message);
        if (match) log.received(Number(match[1]), node);
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const answer = (await socket.timeout(CONNECT_TIMEOUT_MS).emitWithAck('board:join', board)) as { ok: boolean; errno?: string };
      if (!answer.ok) throw new Error(`A student could not join the board: ${answer.errno}`);
      return socket;
    });
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

/**
 * `count` plain ws clients of the raw server, logging the numbered messages they receive.
 * Each parses the message's JSON and reads the post's text, as the board's clients do
 * (socket.io-client parses every event): the baseline's clients do the same work per
 * delivery an application's would, only without socket.io's framing.
 */
export async function rawListeners(url: string, count: number, log: DeliveryLog): Promise<WebSocket[]> {
  const clients = await Promise.all(
    Array.from({ length: count }, () =>
      new Promise<WebSocket>((resolve, reject) => {
        const client = new WebSocket(url);
        client.on('message', (data) => {
          const payload = JSON.parse(String(data)) as { post: { message: string } };
          const match = SEQUENCE.exec(payload.post.message);
          if (match) log.received(Number(match[1]));
        });
        client.once('open', () => resolve(client));
        client.once('error', reject);
      }),
    ),
  );
  return clients;
}
