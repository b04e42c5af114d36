import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createThrowawayPostgres, testDatabaseKind, type TestDatabaseKind } from '@lms/sdk/testing';

/** A database that server processes open by themselves, named by the environment the real server reads. */
export interface ProcessDatabase {
  kind: TestDatabaseKind;
  /** DATABASE_URL (a throwaway PostgreSQL database) or LMS_DATA_DIR (an on-disk PGlite), and a media folder. */
  env: Record<string, string>;
  /** Drops the database and removes the folders; call once no process uses them. */
  dispose(): Promise<void>;
}

/** A throwaway PostgreSQL database when the tests run on PostgreSQL, else a PGlite data directory on disk (one process at a time owns it). */
export async function processDatabase(): Promise<ProcessDatabase> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-kill-'));
  const removeFolder = () => fs.rmSync(folder, { recursive: true, force: true });
  const media = { LMS_MEDIA_DIR: path.join(folder, 'media') };
  const kind = testDatabaseKind();
  if (kind === 'pglite') return { kind, env: { ...media, DATABASE_URL: '', LMS_DATA_DIR: path.join(folder, 'data') }, dispose: async () => removeFolder() };
  const throwaway = await createThrowawayPostgres(process.env.DATABASE_URL ?? '');
  return {
    kind,
    env: { ...media, DATABASE_URL: throwaway.url },
    dispose: async () => {
      await throwaway.drop();
      removeFolder();
    },
  };
}
