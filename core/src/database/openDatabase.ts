import knex, { type Knex } from 'knex';
import pg from 'pg';
import './pgTypes.ts';
import type { DatabaseConfig } from '../config/KernelConfig.ts';
import { EmbeddedPostgres, type PgConnection } from './embedded/EmbeddedPostgres.ts';
import { readLock } from './embedded/dataDirLock.ts';
import { allowNamedStatements } from './namedStatement.ts';

export interface Database {
  knex: Knex;
  kind: 'embedded' | 'postgres';
  /** Where its connections go: what another process (another node) connects to. */
  connection: string | PgConnection;
  /** Where the data is, for logs. */
  description: string;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /**
   * When another live process owns the embedded data directory, connect through
   * its socket instead of failing (the admin command line does this).
   */
  shareRunningOwner?: boolean;
  poolMax?: number;
}

/** A disposed connection, as knex marks one (its pg dialect releases it to be destroyed, not reused). */
type PoolClient = pg.PoolClient & { __knex__disposed?: unknown };

/**
 * knex over a pg pool (knex's `connectionPool`), not knex's own tarn pool: tarn's acquire
 * made two pending operations, each with a timer and a chain of promises, for every
 * query; a prepared query takes a connection per call (three a page view), and pg's pool
 * hands over an idle one with a callback (issue 15 item 9). Waiting for a connection
 * of a full pool gives up after 30 s, as knex's acquireConnectionTimeout did.
 */
function pgKnex(connection: string | PgConnection, poolMax: number): { db: Knex; pool: pg.Pool } {
  const pool = new pg.Pool({
    ...(typeof connection === 'string' ? { connectionString: connection } : connection),
    max: poolMax,
    connectionTimeoutMillis: 30_000,
    idleTimeoutMillis: 30_000,
  });
  // A connection the server ends (a restart, a dropped database) says so by an 'error' event; unheard, it
  // would end the process. In use, it is marked as knex marks its own, so its release destroys it.
  pool.on('connect', (client: PoolClient) => {
    client.on('error', (error) => {
      client.__knex__disposed = error;
    });
  });
  // An idle connection's error: the pool has already dropped it; the next acquire opens a new one.
  pool.on('error', () => undefined);
  return { db: knex({ client: 'pg', connectionPool: pool }), pool };
}

/**
 * Ends the pool, then knex (which does not end a pool it was given). In this order: ending the
 * pool refuses new connections and waits for the ones in use to come back, and they come back
 * through knex; knex's destroy forgets its pool at once, so a query still running when it was
 * destroyed could not give its connection back, and the pool's end would wait for it forever.
 */
async function closeKnex({ db, pool }: { db: Knex; pool: pg.Pool }): Promise<void> {
  await pool.end();
  await db.destroy();
}

export async function openDatabase(config: DatabaseConfig, options: OpenDatabaseOptions = {}): Promise<Database> {
  if (config.kind === 'postgres') {
    const opened = pgKnex(config.url, options.poolMax ?? 10);
    allowNamedStatements(opened.db);
    const url = new URL(config.url);
    return { knex: opened.db, kind: 'postgres', connection: config.url, description: `PostgreSQL ${url.host}${url.pathname}`, close: () => closeKnex(opened) };
  }
  const owner = config.dataDir && options.shareRunningOwner ? readLock(config.dataDir) : null;
  if (owner) {
    const connection = EmbeddedPostgres.connectionTo(owner.socketDir);
    const opened = pgKnex(connection, options.poolMax ?? 2);
    return {
      knex: opened.db,
      kind: 'embedded',
      connection,
      description: `embedded PGlite in ${config.dataDir} (through process ${owner.pid})`,
      close: () => closeKnex(opened),
    };
  }
  return embeddedDatabase(await EmbeddedPostgres.open(config.dataDir), config.dataDir, options.poolMax);
}

/** Wraps an open embedded PostgreSQL as the kernel's Database (pg over its socket). */
export function embeddedDatabase(embedded: EmbeddedPostgres, dataDir: string | null, poolMax = 8): Database {
  const opened = pgKnex(embedded.connection, poolMax);
  return {
    knex: opened.db,
    kind: 'embedded',
    connection: embedded.connection,
    description: dataDir ? `embedded PGlite in ${dataDir}` : 'embedded PGlite in memory',
    close: async () => {
      await closeKnex(opened);
      await embedded.close();
    },
  };
}

/**
 * A pool of its own onto `database` (the same PostgreSQL database, or the PGlite another
 * kernel of this process serves), opened as openDatabase opens one, as a second server
 * process would. Closing it leaves the database itself to its owner.
 */
export function joinDatabase(database: Database, poolMax: number): Database {
  const opened = pgKnex(database.connection, poolMax);
  if (database.kind === 'postgres') allowNamedStatements(opened.db);
  return { knex: opened.db, kind: database.kind, connection: database.connection, description: `${database.description} (another node)`, close: () => closeKnex(opened) };
}
