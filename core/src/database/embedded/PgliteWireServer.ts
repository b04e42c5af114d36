import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { BackendTracker, FrontendReader, TERMINATE, endsExchange, frontendMessage, type FrontendMessage } from './wireProtocol.ts';

/** A message waiting to run: the start-up packet or a typed message. */
interface Pending {
  type: number | 'startup';
  bytes: Buffer;
}

/** One client connection: what it sent that has not run yet, and where its answers stand. */
class Client {
  readonly reader = new FrontendReader();
  readonly backend = new BackendTracker();
  readonly pending: Pending[] = [];
  closed = false;

  constructor(readonly socket: net.Socket) {}

  /**
   * The messages to run next: up to the first that makes the backend answer
   * ReadyForQuery. The start-up packet runs on its own (PGlite reads nothing after it).
   */
  takeBatch(): Pending[] {
    const batch: Pending[] = [];
    while (this.pending.length) {
      const next = this.pending[0]!;
      if (next.type === TERMINATE) break;
      if (next.type === 'startup' && batch.length) break;
      batch.push(this.pending.shift()!);
      if (next.type === 'startup' || endsExchange(next.type)) break;
    }
    return batch;
  }

  /** Terminate is next: the client is leaving. */
  get terminating(): boolean {
    return this.pending[0]?.type === TERMINATE;
  }
}

const SYNC = frontendMessage('S');
const ROLLBACK = frontendMessage('Q', Buffer.from('ROLLBACK\0'));

/**
 * Serves one PGlite (a single PostgreSQL session) to many clients over the
 * PostgreSQL wire protocol, as if each had a session of its own: a client's
 * exchange runs alone from its first message to the backend's ReadyForQuery,
 * and while that says the session is in a transaction ('T', or failed 'E') only
 * that client runs, the others wait their turn in arrival order. So clients never
 * share the unnamed statement or portal, never see another's transaction, and
 * an error's skip-to-Sync never swallows another client's messages.
 *
 * What stays shared is session state set outside a transaction (SET, named
 * prepared statements, temporary tables, LISTEN): the kernel uses none of it.
 * A client that leaves mid-exchange or inside a transaction has it ended (Sync,
 * then ROLLBACK) before the next client runs.
 */
export class PgliteWireServer {
  private server: net.Server | null = null;
  private readonly clients = new Set<Client>();
  /** The client whose exchange or transaction holds the session. */
  private owner: Client | null = null;
  /** Idle clients with messages, in arrival order. */
  private readonly waiting: Client[] = [];
  private running: Promise<void> | null = null;

  constructor(private readonly db: PGlite) {}

  listen(socketPath: string): Promise<void> {
    const server = net.createServer((socket) => this.accept(socket));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    });
  }

  /** Stops accepting, drops every client (ending an open transaction) and waits until the session is idle. */
  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    const closed = server ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
    for (const client of this.clients) this.drop(client);
    this.schedule();
    await this.running;
    await closed;
  }

  private accept(socket: net.Socket): void {
    const client = new Client(socket);
    this.clients.add(client);
    socket.setNoDelay(true);
    socket.on('data', (data: Buffer) => this.receive(client, data));
    socket.on('error', () => this.drop(client));
    socket.on('close', () => this.drop(client));
  }

  private receive(client: Client, data: Buffer): void {
    if (client.closed) return;
    let messages: FrontendMessage[];
    try {
      messages = client.reader.push(data);
    } catch {
      this.drop(client);
      return;
    }
    for (const message of messages) {
      if (message.kind === 'encryption-request') client.socket.write('N');
      else if (message.kind === 'cancel-request') this.drop(client);
      else client.pending.push({ type: message.kind === 'startup' ? 'startup' : message.type, bytes: message.bytes });
    }
    if (client.closed) return;
    if (client.pending.length && client !== this.owner && !this.waiting.includes(client)) this.waiting.push(client);
    this.schedule();
  }

  private drop(client: Client): void {
    if (client.closed) return;
    client.closed = true;
    client.socket.destroy();
    this.clients.delete(client);
    const at = this.waiting.indexOf(client);
    if (at >= 0) this.waiting.splice(at, 1);
    // An owner waiting for its next message must have its session ended now.
    this.schedule();
  }

  private schedule(): void {
    if (this.running) return;
    this.running = this.runTurns().finally(() => {
      this.running = null;
      if (this.hasWork()) this.schedule();
    });
  }

  private hasWork(): boolean {
    const owner = this.owner;
    // While a client holds the session, only it can make progress.
    return owner ? owner.closed || owner.pending.length > 0 : this.waiting.length > 0;
  }

  /** Runs exchanges until the owner waits for its client or nobody has anything to run. */
  private async runTurns(): Promise<void> {
    for (;;) {
      const client = this.owner ?? this.waiting.shift();
      if (!client) return;
      this.owner = client;
      if (client.terminating) this.drop(client);
      if (client.closed) {
        await this.endSessionOf(client);
        this.owner = null;
        continue;
      }
      const batch = client.takeBatch();
      if (!batch.length) return;
      await this.execute(client, batch);
      if (client.backend.readyStatus === 'I' && !client.closed) {
        this.owner = null;
        if (client.pending.length) this.waiting.push(client);
      }
    }
  }

  private async execute(client: Client, batch: Pending[]): Promise<void> {
    const input = batch.length === 1 ? batch[0]!.bytes : Buffer.concat(batch.map((m) => m.bytes));
    try {
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(input, {
          onRawData: (data) => {
            client.backend.push(data);
            // PGlite hands out a view of its own memory: copy before it is reused.
            if (!client.closed) client.socket.write(Buffer.from(data));
          },
        }),
      );
    } catch {
      // PGlite answers SQL errors in the protocol; a throw means this client's session is unusable.
      this.drop(client);
    }
  }

  /** Leaves the session idle after a client that left mid-exchange or in a transaction. */
  private async endSessionOf(client: Client): Promise<void> {
    if (client.backend.readyStatus === 'I') return;
    const backend = new BackendTracker();
    const run = (message: Buffer) =>
      this.db.runExclusive(() => this.db.execProtocolRawStream(message, { onRawData: (data) => backend.push(data) })).catch(() => undefined);
    await run(SYNC);
    if (backend.readyStatus !== 'I') await run(ROLLBACK);
  }
}
