import type { RealtimeAnswer, RealtimeSocket } from '../web/realtime/RealtimeConnection.ts';

type Listener = () => void;

/**
 * A socket.io-client socket for jsdom tests of views that use `useRealtime`:
 * give `new RealtimeConnection(() => socket)` to `RealtimeConnectionContext`,
 * answer the plugin's events with `answer`, push events with `serverEmit`, and
 * cut and restore the connection with `drop` and `open`.
 */
export class FakeRealtimeSocket implements RealtimeSocket {
  connected = false;
  /** Every event the client emitted, in order. */
  readonly sent: { event: string; payload: unknown }[] = [];
  private readonly listeners = { connect: [] as Listener[], disconnect: [] as Listener[] };
  private readonly anyListeners: ((event: string, payload: unknown) => void)[] = [];
  private readonly answers = new Map<string, (payload: unknown) => RealtimeAnswer | Promise<RealtimeAnswer>>();

  /** `autoOpen: false` leaves `connect()` waiting until the test calls `open()`. */
  constructor(private readonly options: { autoOpen?: boolean } = {}) {}

  /** How the server acknowledges `event` (full wire name, e.g. "board:watch"); an unanswered event times out at once. */
  answer(event: string, reply: (payload: unknown) => RealtimeAnswer | Promise<RealtimeAnswer>): this {
    this.answers.set(event, reply);
    return this;
  }

  /** Delivers an event from the server (full wire name), as a room broadcast would. */
  serverEmit(event: string, payload: unknown): void {
    if (this.connected) this.anyListeners.forEach((listener) => listener(event, payload));
  }

  /** The connection is up (again). */
  open(): void {
    if (this.connected) return;
    this.connected = true;
    this.listeners.connect.forEach((listener) => listener());
  }

  /** The connection is lost, as when the network or the node goes away. */
  drop(): void {
    if (!this.connected) return;
    this.connected = false;
    this.listeners.disconnect.forEach((listener) => listener());
  }

  connect(): void {
    if (this.options.autoOpen !== false) this.open();
  }

  disconnect(): void {
    this.drop();
  }

  on(event: 'connect' | 'disconnect', listener: Listener): void {
    this.listeners[event].push(listener);
  }

  onAny(listener: (event: string, payload: unknown) => void): void {
    this.anyListeners.push(listener);
  }

  timeout(): { emitWithAck(event: string, payload: unknown): Promise<unknown> } {
    return {
      emitWithAck: async (event, payload) => {
        this.sent.push({ event, payload });
        const reply = this.answers.get(event);
        if (!reply || !this.connected) throw new Error('operation has timed out');
        return reply(payload);
      },
    };
  }
}
