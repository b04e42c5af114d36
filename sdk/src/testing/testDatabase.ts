import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  EmbeddedPostgres,
  embeddedDatabase,
  migrateToLatest,
  openDatabase,
  type Database,
  type MigrationSet,
} from '@lms/core';
import { createThrowawayPostgres, migratedTemplate } from './throwawayPostgres.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

/**
 * Which database integration tests run on: LMS_TEST_DATABASE when set
 * (pglite or postgres), otherwise PostgreSQL when DATABASE_URL is set, else PGlite.
 */
export function testDatabaseKind(): TestDatabaseKind {
  const forced = process.env.LMS_TEST_DATABASE;
  if (forced === 'pglite' || forced === 'postgres') return forced;
  if (forced) throw new Error(`LMS_TEST_DATABASE must be pglite or postgres, got "${forced}"`);
  return process.env.DATABASE_URL ? 'postgres' : 'pglite';
}

export interface TestDatabase {
  database: Database;
  kind: TestDatabaseKind;
  /** Removes what the database left behind (the throwaway PostgreSQL database). Call after the kernel stopped. */
  dispose(): Promise<void>;
}

function migrationsFingerprint(sets: MigrationSet[]): string {
  const hash = createHash('sha256');
  for (const set of sets) {
    hash.update(`${set.owner}\0`);
    for (const file of fs.readdirSync(set.directory).sort()) {
      hash.update(`${file}\0`);
      hash.update(fs.readFileSync(path.join(set.directory, file)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A fresh in-memory PGlite with every migration applied. The first database of a
 * migration set is migrated and dumped to a snapshot file; later ones load it
 * (~0.4 s instead of ~3 s), so suites stay fast without sharing any data.
 */
async function freshPglite(sets: MigrationSet[]): Promise<Database> {
  const snapshotDir = path.join(os.tmpdir(), 'lms-test-snapshots');
  const snapshotFile = path.join(snapshotDir, `${migrationsFingerprint(sets)}.tar`);
  if (fs.existsSync(snapshotFile)) {
    const embedded = await EmbeddedPostgres.open(null, { snapshot: new Blob([fs.readFileSync(snapshotFile)]) });
    return embeddedDatabase(embedded, null, 4);
  }
  const embedded = await EmbeddedPostgres.open(null);
  const database = embeddedDatabase(embedded, null, 4);
  await migrateToLatest(database.knex, sets);
  const snapshot = Buffer.from(await (await embedded.dump()).arrayBuffer());
  fs.mkdirSync(snapshotDir, { recursive: true });
  const partial = `${snapshotFile}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(partial, snapshot);
  fs.renameSync(partial, snapshotFile);
  return database;
}

/** A fresh PGlite on disk, opened as the server opens it (its default pool), with every migration applied. */
async function onDiskPglite(sets: MigrationSet[]): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-test-disk-'));
  const database = await openDatabase({ kind: 'embedded', dataDir });
  await migrateToLatest(database.knex, sets);
  return { kind: 'pglite', database, dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

/** This process's templates, by name (each checked or built once per process). */
const templates = new Map<string, Promise<string>>();

/**
 * The PostgreSQL template database with every migration of `sets` applied, named by their
 * fingerprint: made once per migration set on the server (kept for later runs), so each
 * test database is a copy (CREATE DATABASE ... TEMPLATE) instead of a migration run.
 */
function postgresTemplate(adminUrl: string, sets: MigrationSet[]): Promise<string> {
  // Scoped to the test run when it has an id (vitest.config.ts), so the run's global teardown can drop it.
  const run = process.env.LMS_TEST_RUN;
  const name = `lms_template_${run ? `${run}_` : ''}${migrationsFingerprint(sets)}`;
  let template = templates.get(name);
  if (!template) {
    template = migratedTemplate(adminUrl, name, async (url) => {
      const database = await openDatabase({ kind: 'postgres', url }, { poolMax: 1 });
      try {
        await migrateToLatest(database.knex, sets);
      } finally {
        await database.close();
      }
    });
    templates.set(name, template);
    template.catch(() => templates.delete(name));
  }
  return template;
}

export async function createTestDatabase(sets: MigrationSet[], options: { embeddedOnDisk?: boolean } = {}): Promise<TestDatabase> {
  const kind = testDatabaseKind();
  if (kind === 'pglite' && options.embeddedOnDisk) return onDiskPglite(sets);
  if (kind === 'pglite') return { kind, database: await freshPglite(sets), dispose: async () => undefined };
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('LMS_TEST_DATABASE=postgres needs DATABASE_URL');
  const throwaway = await createThrowawayPostgres(adminUrl, 'lms_test', { template: await postgresTemplate(adminUrl, sets), lazyCommits: true });
  const database = await openDatabase({ kind: 'postgres', url: throwaway.url }, { poolMax: 5 });
  return { kind, database, dispose: throwaway.drop };
}
