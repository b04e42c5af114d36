import { joinDatabase, type Database } from '@lms/core';

/**
 * A pool of its own onto another test kernel's database (the throwaway PostgreSQL,
 * or the PGlite served over its socket), as a second server process would open it.
 * Closing it leaves the database itself to its first kernel.
 */
export function joinTestDatabase(database: Database): Database {
  return joinDatabase(database, 4);
}
