import { setImmediate as nextTurn } from 'node:timers/promises';
import pg from 'pg';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { Logger } from 'pino';
import type { Database } from '../database/openDatabase.ts';

/** Connection settings of the PostgreSQL every node of a deployment shares. */
export type CrossNodeConnection = string | pg.ClientConfig;

/**
 * Where the nodes meet: the kernel's own PostgreSQL, read from its knex settings so
 * a database handed to the kernel (tests) counts too. Null on the embedded database,
 * which one server process owns: its events never need to leave that process.
 */
export function crossNodeConnectionOf(database: Database): CrossNodeConnection | null {
  if (database.kind !== 'postgres') return null;
  return (database.knex.client as { config: { connection: CrossNodeConnection } }).config.connection;
}

export interface CrossNodeAdapter {
  /** The socket.io adapter constructor: broadcasts go out through LISTEN/NOTIFY. */
  adapter: ReturnType<typeof createAdapter>;
  /** Ends the adapter's connections (after its adapters were closed). */
  close(): Promise<void>;
}

/** The adapter holds one connection for LISTEN; the others publish and sweep the attachments table. */
const POOL_SIZE = 3;

/**
 * The socket.io PostgreSQL adapter on a dedicated pool. Payloads over NOTIFY's
 * 8000-byte limit go through the `socket_io_attachments` table (core migration
 * 20261121000600), which the adapter sweeps itself.
 */
export function openCrossNodeAdapter(connection: CrossNodeConnection, logger: Logger): CrossNodeAdapter {
  const log = logger.child({ part: 'realtime-adapter' });
  const settings = typeof connection === 'string' ? { connectionString: connection } : connection;
  const pool = new pg.Pool({ ...settings, max: POOL_SIZE, application_name: 'lms-realtime' });
  // The LISTEN connection stays checked out, where pg-pool no longer watches it: without
  // a listener of its own, a server restart would crash the process instead of letting
  // the adapter reconnect (it does on the connection's "end").
  pool.on('connect', (client) => client.on('error', (err) => log.warn({ err }, 'realtime connection to PostgreSQL lost')));
  // Idle connections report to the pool too; the listener above has logged them.
  pool.on('error', () => undefined);
  const adapter = createAdapter(pool, { errorHandler: (err) => log.warn({ err }, 'realtime message between nodes failed') });
  return {
    adapter,
    async close() {
      // Closing the adapter queued a goodbye to the other nodes on the pool: let it start first.
      await nextTurn();
      await pool.end();
    },
  };
}
