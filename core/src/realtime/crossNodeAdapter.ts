import { setImmediate as nextTurn } from 'node:timers/promises';
import pg from 'pg';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { Logger } from 'pino';
import type { Database } from '../database/openDatabase.ts';
import { deliverLocallyFirst } from './localFirstBroadcast.ts';

/** Connection settings of the PostgreSQL every node of a deployment shares. */
export type CrossNodeConnection = string | pg.ClientConfig;

/**
 * Where the nodes meet: the kernel's own PostgreSQL (its Database's connection, so
 * a database handed to the kernel (tests) counts too). Null on the embedded database,
 * which one server process owns: its events never need to leave that process.
 */
export function crossNodeConnectionOf(database: Database): CrossNodeConnection | null {
  if (database.kind !== 'postgres') return null;
  return database.connection;
}

export interface CrossNodeAdapter {
  /** The socket.io adapter constructor: broadcasts go out through LISTEN/NOTIFY. */
  adapter: ReturnType<typeof createAdapter>;
  /** Ends the adapter's connections (after its adapters were closed). */
  close(): Promise<void>;
}

/** The adapter holds one connection for LISTEN; the others publish and sweep the attachments table. */
const POOL_SIZE = 3;
/** How long closing waits for the adapter to give its connections back before ending them. */
const END_GRACE_MS = 1000;

/**
 * The socket.io PostgreSQL adapter on a dedicated pool. Payloads over NOTIFY's
 * 8000-byte limit go through the `socket_io_attachments` table (core migration
 * 20261121000600), which the adapter sweeps itself.
 */
export function openCrossNodeAdapter(connection: CrossNodeConnection, logger: Logger): CrossNodeAdapter {
  const log = logger.child({ part: 'realtime-adapter' });
  const settings = typeof connection === 'string' ? { connectionString: connection } : connection;
  const pool = new pg.Pool({ ...settings, max: POOL_SIZE, application_name: 'lms-realtime' });
  const clients = new Set<pg.PoolClient>();
  // The LISTEN connection stays checked out, where pg-pool no longer watches it: without
  // a listener of its own, a server restart would crash the process instead of letting
  // the adapter reconnect (it does on the connection's "end").
  pool.on('connect', (client) => {
    clients.add(client);
    client.on('end', () => clients.delete(client));
    client.on('error', (err) => log.warn({ err }, 'realtime connection to PostgreSQL lost'));
  });
  // Idle connections report to the pool too; the listener above has logged them.
  pool.on('error', () => undefined);
  const postgresAdapter = createAdapter(pool, { errorHandler: (err) => log.warn({ err }, 'realtime message between nodes failed') });
  // socket.io calls it with `new`, so a function (its returned object is the adapter), not an arrow.
  const adapter: CrossNodeAdapter['adapter'] = function localFirstAdapter(nsp) {
    const forNamespace = postgresAdapter(nsp);
    deliverLocallyFirst(forNamespace);
    return forNamespace;
  };
  return {
    adapter,
    async close() {
      // Closing the adapter queued a goodbye to the other nodes on the pool: let it start first.
      await nextTurn();
      const ended = pool.end().then(() => true);
      // The adapter can keep a connection it was still opening when it closed, and pool.end()
      // would then wait forever: after a grace period, cut what is left and stop waiting.
      const timedOut = new Promise<false>((resolve) => setTimeout(() => resolve(false), END_GRACE_MS).unref());
      if (await Promise.race([ended, timedOut])) return;
      log.warn({ connections: clients.size }, 'realtime connections not given back in time: closing them');
      for (const client of clients) (client as pg.PoolClient & { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    },
  };
}
