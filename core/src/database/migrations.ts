import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Knex } from 'knex';

/** A folder of knex migrations owned by core or by one plugin. */
export interface MigrationSet {
  owner: string;
  directory: string;
}

const MIGRATION_FILE = /^\d{14}_[a-z0-9_]+\.(ts|js)$/;

/**
 * Loads migration files through our own dynamic import, so they run wherever the
 * kernel's own TypeScript runs (tsx, vitest, Playwright) rather than through knex's loader.
 */
class DirectoryMigrationSource implements Knex.MigrationSource<string> {
  constructor(private readonly directory: string) {}

  async getMigrations(): Promise<string[]> {
    return fs
      .readdirSync(this.directory)
      .filter((file) => MIGRATION_FILE.test(file))
      .sort();
  }

  getMigrationName(file: string): string {
    return file.replace(/\.(ts|js)$/, '');
  }

  async getMigration(file: string): Promise<Knex.Migration> {
    return (await import(pathToFileURL(path.join(this.directory, file)).href)) as Knex.Migration;
  }
}

export function toDirectory(location: string): string {
  return location.startsWith('file:') ? fileURLToPath(location) : location;
}

function migratorConfig(set: MigrationSet): Knex.MigratorConfig {
  return {
    migrationSource: new DirectoryMigrationSource(toDirectory(set.directory)),
    tableName: `migrations_${set.owner.replace(/[^a-z0-9_]/gi, '_')}`,
  };
}

/** Runs every pending migration, core's first, then each plugin's in load order. Returns the names applied. */
export async function migrateToLatest(db: Knex, sets: MigrationSet[]): Promise<string[]> {
  const applied: string[] = [];
  for (const set of sets) {
    const [, names] = (await db.migrate.latest(migratorConfig(set))) as [number, string[]];
    applied.push(...names.map((name) => `${set.owner}/${name}`));
  }
  return applied;
}

/** Rolls every migration back, plugins first (reverse order). */
export async function rollbackAll(db: Knex, sets: MigrationSet[]): Promise<void> {
  for (const set of [...sets].reverse()) {
    await db.migrate.rollback(migratorConfig(set), true);
  }
}

export async function pendingMigrations(db: Knex, sets: MigrationSet[]): Promise<string[]> {
  const pending: string[] = [];
  for (const set of sets) {
    const [, waiting] = (await db.migrate.list(migratorConfig(set))) as [unknown[], { file: string }[]];
    pending.push(...waiting.map((entry) => `${set.owner}/${entry.file}`));
  }
  return pending;
}
