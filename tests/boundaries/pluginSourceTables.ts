import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { coreTables, CREATED_TABLE, filesUnder, TABLE_ARGUMENT } from './coreTableQueries.ts';

/** A query in a plugin's source on a table that is not the plugin's. */
export interface ForeignTableQuery {
  /** The source file, relative to the checked directory, and its line. */
  file: string;
  line: number;
  table: string;
  /** 'core' or the plugin whose table it is. */
  owner: string;
}

/** A source file allowed, for now, to query one table that is not its plugin's, with what would remove the entry. */
export interface AllowedTableQuery {
  file: string;
  table: string;
  why: string;
}

// A table named in hand-written SQL: `from attempts a`, `join board_posts reply`, `insert into x`, `update x`.
const SQL_TABLE = /\b(?:from|join|into|update)\s+([a-z_][a-z0-9_]*)\b/gi;

/** Comments blanked out (line numbers kept): prose may name a table without querying it. */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')).replace(/(^|[^:])\/\/.*$/gm, '$1');

/** Each plugin's tables: those its migrations (`plugins/<id>/migrations`) create. */
export async function pluginTables(baseDir: string): Promise<Map<string, string>> {
  const owners = new Map<string, string>();
  for (const plugin of await readdir(join(baseDir, 'plugins')).catch(() => [])) {
    for (const file of await filesUnder(join(baseDir, 'plugins', plugin, 'migrations'), /\.ts$/)) {
      for (const match of (await readFile(file, 'utf8')).matchAll(CREATED_TABLE)) owners.set(match[1]!, plugin);
    }
  }
  return owners;
}

/**
 * Every query of a plugin's source (`plugins/<id>/src`) on a table that is not
 * its own: one of core's (reach core through `coreServices`, e.g. the grade
 * records) or another plugin's (reach it through an extension point such as
 * the activity descriptor's hooks). Query builders (`db('attempts')`) and
 * hand-written SQL (`from attempts`) are both found.
 */
export async function pluginSourceTableQueries(baseDir: string): Promise<ForeignTableQuery[]> {
  const core = await coreTables(baseDir);
  const owned = await pluginTables(baseDir);
  const found: ForeignTableQuery[] = [];
  for (const plugin of await readdir(join(baseDir, 'plugins')).catch(() => [])) {
    for (const file of await filesUnder(join(baseDir, 'plugins', plugin, 'src'), /\.tsx?$/)) {
      const lines = withoutComments(await readFile(file, 'utf8')).split('\n');
      lines.forEach((text, index) => {
        const tables = new Set([...text.matchAll(TABLE_ARGUMENT), ...text.matchAll(SQL_TABLE)].map((match) => match[1]!));
        for (const table of tables) {
          const owner = core.has(table) ? 'core' : owned.get(table);
          if (owner !== undefined && owner !== plugin) found.push({ file: relative(baseDir, file), line: index + 1, table, owner });
        }
      });
    }
  }
  return found.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** The queries not on the allow-list, and the allow-list entries that no longer happen. */
export function checkTableQueries(found: readonly ForeignTableQuery[], allowed: readonly AllowedTableQuery[]) {
  const isAllowed = (query: ForeignTableQuery) => allowed.some((entry) => entry.file === query.file && entry.table === query.table);
  return {
    violations: found.filter((query) => !isAllowed(query)),
    stale: allowed.filter((entry) => !found.some((query) => query.file === entry.file && query.table === entry.table)),
  };
}
