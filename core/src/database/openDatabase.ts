import knex, { type Knex } from 'knex';
import './pgTypes.ts';
import type { DatabaseConfig } from '../config/KernelConfig.ts';
import { EmbeddedPostgres, type PgConnection } from './embedded/EmbeddedPostgres.ts';
import { readLock } from './embedded/dataDirLock.ts';
import { allowNamedStatements } from './namedStatement.ts';

export interface Database {
  knex: Knex;
  kind: 'embedded' | 'postgres';
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

function pgKnex(connection: string | PgConnection, poolMax: number): Knex {
  return knex({
    client: 'pg',
    connection,
    pool: { min: 0, max: poolMax },
    acquireConnectionTimeout: 30_000,
  });
}

export async function openDatabase(config: DatabaseConfig, options: OpenDatabaseOptions = {}): Promise<Database> {
  if (config.kind === 'postgres') {
    const db = pgKnex(config.url, options.poolMax ?? 10);
    allowNamedStatements(db);
    const url = new URL(config.url);
    return { knex: db, kind: 'postgres', description: `PostgreSQL ${url.host}${url.pathname}`, close: () => db.destroy() };
  }
  const owner = config.dataDir && options.shareRunningOwner ? readLock(config.dataDir) : null;
  if (owner) {
    const db = pgKnex(EmbeddedPostgres.connectionTo(owner.socketDir), options.poolMax ?? 2);
    return {
      knex: db,
      kind: 'embedded',
      description: `embedded PGlite in ${config.dataDir} (through process ${owner.pid})`,
      close: () => db.destroy(),
    };
  }
  return embeddedDatabase(await EmbeddedPostgres.open(config.dataDir), config.dataDir, options.poolMax);
}

/** Wraps an open embedded PostgreSQL as the kernel's Database (pg over its socket). */
export function embeddedDatabase(embedded: EmbeddedPostgres, dataDir: string | null, poolMax = 8): Database {
  const db = pgKnex(embedded.connection, poolMax);
  return {
    knex: db,
    kind: 'embedded',
    description: dataDir ? `embedded PGlite in ${dataDir}` : 'embedded PGlite in memory',
    close: async () => {
      await db.destroy();
      await embedded.close();
    },
  };
}
