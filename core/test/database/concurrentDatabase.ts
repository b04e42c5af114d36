import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createThrowawayPostgres, testDatabaseKind } from '@lms/sdk/testing';
import { openDatabase, type Database } from '../../src/database/openDatabase.ts';

export interface ConcurrentDatabase {
  database: Database;
  close(): Promise<void>;
}

/**
 * The database the product runs on, opened as the product opens it: on PGlite
 * the on-disk embedded database served over its socket to a pg pool of the
 * server's size; on PostgreSQL a throwaway database.
 */
export async function openConcurrentDatabase(poolMax = 8): Promise<ConcurrentDatabase> {
  if (testDatabaseKind() === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-concurrent-'));
    const database = await openDatabase({ kind: 'embedded', dataDir }, { poolMax });
    return {
      database,
      close: async () => {
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const throwaway = await createThrowawayPostgres(process.env.DATABASE_URL!);
  const database = await openDatabase({ kind: 'postgres', url: throwaway.url }, { poolMax });
  return {
    database,
    close: async () => {
      await database.close();
      await throwaway.drop();
    },
  };
}
