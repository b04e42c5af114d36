import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** A query in a plugin's test on a table of core's. */
export interface CoreTableQuery {
  /** The test file, relative to the checked directory, and its line. */
  file: string;
  line: number;
  table: string;
}

// A table named as a query builder is handed it: knex('users'), db('courses as c'), .join('attempts as t', ...), hasTable('jobs').
export const TABLE_ARGUMENT = /\b(?:knex|db|trx|from|into|table|join|leftJoin|innerJoin|hasTable|hasColumn)\(\s*['"`]([a-z_][a-z0-9_]*)(?:\s+as\s+\w+)?['"`]/g;
export const CREATED_TABLE = /createTable\(\s*['"`]([a-z_][a-z0-9_]*)['"`]/g;

export async function filesUnder(folder: string, pattern: RegExp): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile() && pattern.test(entry.name)).map((entry) => join(entry.parentPath, entry.name));
}

/** The tables core's migrations (`core/migrations`) create. */
export async function coreTables(baseDir: string): Promise<Set<string>> {
  const tables = new Set<string>();
  for (const file of await filesUnder(join(baseDir, 'core/migrations'), /\.ts$/)) {
    for (const match of (await readFile(file, 'utf8')).matchAll(CREATED_TABLE)) tables.add(match[1]!);
  }
  return tables;
}

/**
 * Every query of a plugin's tests (`plugins/<id>/test`) on one of core's
 * tables: a test reads and sets the kernel's records through the SDK's harness
 * (sdk/src/testing/kernelRecords.ts), so a change to core's storage changes
 * the harness, not the plugins' tests. A plugin's own tables are its tests' to query.
 */
export async function coreTableQueries(baseDir: string): Promise<CoreTableQuery[]> {
  const tables = await coreTables(baseDir);
  const plugins = await readdir(join(baseDir, 'plugins')).catch(() => []);
  const found: CoreTableQuery[] = [];
  for (const plugin of plugins) {
    for (const file of await filesUnder(join(baseDir, 'plugins', plugin, 'test'), /\.tsx?$/)) {
      const lines = (await readFile(file, 'utf8')).split('\n');
      lines.forEach((text, index) => {
        for (const match of text.matchAll(TABLE_ARGUMENT)) {
          if (tables.has(match[1]!)) found.push({ file: relative(baseDir, file), line: index + 1, table: match[1]! });
        }
      });
    }
  }
  return found.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
