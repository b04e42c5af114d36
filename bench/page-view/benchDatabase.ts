import { EmbeddedPostgres, embeddedDatabase, openDatabase, type Database } from '@lms/core';
import { createThrowawayPostgres } from '@lms/sdk/testing';
import type pg from 'pg';
import type { BenchOptions } from './benchOptions.ts';

export interface BenchDatabase {
  /** The kernel's database (knex over pg). */
  database: Database;
  /** Where the baseline's own pg pool connects: the same database. */
  connection: pg.PoolConfig;
  description: string;
  /** Removes what the run created (the throwaway PostgreSQL database). Call after the kernel stopped. */
  dispose(): Promise<void>;
}

/**
 * A fresh, empty database for one run: a throwaway database on the PostgreSQL
 * server of DATABASE_URL, or an in-memory PGlite served on a private socket.
 */
export async function openBenchDatabase(options: BenchOptions): Promise<BenchDatabase> {
  if (options.db === 'pglite') {
    const embedded = await EmbeddedPostgres.open(null);
    return {
      database: embeddedDatabase(embedded, null, options.poolMax),
      connection: embedded.connection,
      description: 'embedded PGlite in memory',
      dispose: async () => undefined,
    };
  }
  const throwaway = await createThrowawayPostgres(options.databaseUrl, 'lms_bench');
  try {
    const database = await openDatabase({ kind: 'postgres', url: throwaway.url }, { poolMax: options.poolMax });
    return { database, connection: { connectionString: throwaway.url }, description: database.description, dispose: throwaway.drop };
  } catch (error) {
    await throwaway.drop();
    throw error;
  }
}
