import knex, { type Knex } from 'knex';
import type { Database } from '@lms/core';

/**
 * A pool of its own onto another test kernel's database (the throwaway PostgreSQL,
 * or the PGlite served over its socket), as a second server process would open it.
 * Closing it leaves the database itself to its first kernel.
 */
export function joinTestDatabase(database: Database): Database {
  const { connection } = (database.knex.client as { config: Knex.Config }).config;
  const joined = knex({ client: 'pg', connection, pool: { min: 0, max: 4 }, acquireConnectionTimeout: 30_000 });
  return {
    knex: joined,
    kind: database.kind,
    description: `${database.description} (another node)`,
    close: () => joined.destroy(),
  };
}
