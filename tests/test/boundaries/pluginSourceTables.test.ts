import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTableQueries, pluginSourceTableQueries, pluginTables } from '../../boundaries/pluginSourceTables.ts';

// Core creates users and attempts; plugin a owns a_notes, plugin b owns b_posts.
const files: Record<string, string> = {
  'core/migrations/0001_people.ts': "export async function up(knex) {\n  await knex.schema.createTable('users', () => {});\n  await knex.schema.createTable('attempts', () => {});\n}\n",
  'plugins/a/migrations/0001_notes.ts': "export async function up(knex) {\n  await knex.schema.createTable('a_notes', () => {});\n}\n",
  'plugins/b/migrations/0001_posts.ts': "export async function up(knex) {\n  await knex.schema.createTable('b_posts', () => {});\n}\n",
  'plugins/a/src/server/NoteStore.ts': [
    "await db('a_notes').insert({});",
    "await db('users as u').where({ id });",
    '// Prose may name a table: read from attempts through the grade records.',
    'const { rows } = await db.raw(`select count(*) from b_posts p join a_notes n on n.id = p.note_id`);',
    '/* from users: a comment */ const x = 1;',
  ].join('\n'),
  'plugins/a/src/web/Screen.tsx': 'const sql = `select * from attempts where user_id = ?`;\n',
  'plugins/b/src/server/PostStore.ts': "await trx('b_posts').where({ id });\n",
};

let baseDir: string;

beforeAll(async () => {
  baseDir = await mkdtemp(join(tmpdir(), 'plugin-tables-'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(baseDir, path)), { recursive: true });
    await writeFile(join(baseDir, path), text);
  }
});

afterAll(async () => {
  await rm(baseDir, { recursive: true, force: true });
});

describe("plugin sources' queries on tables that are not their plugin's", () => {
  it("knows each plugin's tables from its migrations", async () => {
    expect(Object.fromEntries(await pluginTables(baseDir))).toEqual({ a_notes: 'a', b_posts: 'b' });
  });

  it("finds query builders and hand-written SQL on core's and other plugins' tables, never in comments nor on the plugin's own", async () => {
    expect(await pluginSourceTableQueries(baseDir)).toEqual([
      { file: 'plugins/a/src/server/NoteStore.ts', line: 2, table: 'users', owner: 'core' },
      { file: 'plugins/a/src/server/NoteStore.ts', line: 4, table: 'b_posts', owner: 'b' },
      { file: 'plugins/a/src/web/Screen.tsx', line: 1, table: 'attempts', owner: 'core' },
    ]);
  });

  it('lets an allow-list entry through, and reports an entry that no longer happens', async () => {
    const found = await pluginSourceTableQueries(baseDir);
    const allowed = [
      { file: 'plugins/a/src/server/NoteStore.ts', table: 'users', why: 'moving' },
      { file: 'plugins/a/src/server/Gone.ts', table: 'users', why: 'moved' },
    ];
    const { violations, stale } = checkTableQueries(found, allowed);
    expect(violations.map((query) => `${query.file}:${query.line}`)).toEqual(['plugins/a/src/server/NoteStore.ts:4', 'plugins/a/src/web/Screen.tsx:1']);
    expect(stale).toEqual([allowed[1]]);
  });
});
