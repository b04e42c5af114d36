import { ApiError } from '../apiClient.ts';

/** What the connection uses of a socket.io-client socket; a test hands it a fake. */
export interface RealtimeSocket {
  readonly connected: boolean;
  connect(): void;
  disconnect(): void;
  on(event: 'connect' | 'disconnect', listener: () => void): void;
  onAny(listener: (event: string, payload: unknown) => void): void;
  timeout(ms: number): { emitWithAck(event: string, payload: unknown): Promise<unknown> };
}

/** The kernel's acknowledgement of a plugin's realtime event. */
export type RealtimeAnswer =
  | { ok: true; data: unknown }
  | { ok: false; errno: string; error: string; status?: number; fields?: { field: string; message: string }[] };

/** A realtime handler of the plugin that puts this tab's socket in its rooms. */
export interface RealtimeJoin {
  event: string;
  payload?: unknown;
}

export interface RealtimeSubscriber {
  plugin: string;
  join?: RealtimeJoin;
  /** An event of `plugin`, its `${plugin}:` prefix removed. */
  onEvent(event: string, payload: unknown): void;
  /** Live again after the connection was lost: events may have been missed. */
  onReconnect?(): void;
  /** Whether events flow: connected and, when it joins, admitted. */
  onLive?(live: boolean): void;
}

interface Entry {
  subscriber: RealtimeSubscriber;
  live: boolean;
  hasBeenLive: boolean;
}

/** What a send answers when no acknowledgement comes back (the words of a failed HTTP call). */
export const connectionError = (): ApiError => new ApiError(0, 'connection', 'Connection error. Try again later.');

function unwrap<T>(answer: unknown): T {
  const reply = answer as RealtimeAnswer | null;
  if (reply?.ok === true) return reply.data as T;
  if (reply?.ok === false) throw new ApiError(reply.status ?? 0, reply.errno, reply.error, reply.fields ?? []);
  throw connectionError();
}

/**
 * One socket shared by every subscriber of a tab. The socket opens with the
 * first subscriber and closes with the last; on every (re)connection each
 * subscriber's join is sent again, since the server keeps no rooms for a socket
 * that went away. Nothing is replayed: a subscriber that was live is told it
 * reconnected, and re-reads what it shows.
 */
export class RealtimeConnection {
  private socket: RealtimeSocket | null = null;
  private readonly entries = new Set<Entry>();
  /** Counts connections, so the answer to a join sent on an earlier one is ignored. */
  private generation = 0;

  constructor(
    private readonly createSocket: () => RealtimeSocket,
    private readonly ackTimeoutMs = 10_000,
  ) {}

  subscribe(subscriber: RealtimeSubscriber): () => void {
    const entry: Entry = { subscriber, live: false, hasBeenLive: false };
    this.entries.add(entry);
    const socket = this.open();
    if (socket.connected) void this.goLive(entry, socket);
    else socket.connect();
    return () => {
      this.entries.delete(entry);
      if (!this.entries.size) socket.disconnect();
    };
  }

  /** Emits `${plugin}:${event}` and answers the handler's data, or throws its error as an ApiError. */
  async send<T = unknown>(plugin: string, event: string, payload?: unknown): Promise<T> {
    if (!this.socket) throw connectionError();
    let answer: unknown;
    try {
      answer = await this.socket.timeout(this.ackTimeoutMs).emitWithAck(`${plugin}:${event}`, payload ?? {});
    } catch {
      throw connectionError();
    }
    return unwrap<T>(answer);
  }

  private open(): RealtimeSocket {
    if (this.socket) return this.socket;
    const socket = this.createSocket();
    socket.on('connect', () => {
      this.generation += 1;
      for (const entry of this.entries) void this.goLive(entry, socket);
    });
    socket.on('disconnect', () => {
      for (const entry of this.entries) this.setLive(entry, false);
    });
    socket.onAny((event, payload) => {
      for (const { subscriber } of this.entries) {
        const prefix = `${subscriber.plugin}:`;
        if (event.startsWith(prefix)) subscriber.onEvent(event.slice(prefix.length), payload);
      }
    });
    this.socket = socket;
    return socket;
  }

  private async goLive(entry: Entry, socket: RealtimeSocket): Promise<void> {
    const generation = this.generation;
    const { plugin, join } = entry.subscriber;
    if (join) {
      try {
        unwrap(await socket.timeout(this.ackTimeoutMs).emitWithAck(`${plugin}:${join.event}`, join.payload ?? {}));
      } catch {
        // Refused or unanswered: not live; the next connection asks again.
        return;
      }
      if (generation !== this.generation || !socket.connected || !this.entries.has(entry)) return;
    }
    const reconnected = entry.hasBeenLive;
    entry.hasBeenLive = true;
    this.setLive(entry, true);
    if (reconnected) entry.subscriber.onReconnect?.();
  }

  private setLive(entry: Entry, live: boolean): void {
    if (entry.live === live) return;
    entry.live = live;
    entry.subscriber.onLive?.(live);
  }
}
