import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreTableQueries, coreTables } from '../../boundaries/coreTableQueries.ts';

// Core's migrations create users, courses and attempts; plugin a has a_notes of its own.
const files: Record<string, string> = {
  'core/migrations/0001_people.ts': "export async function up(knex) {\n  await knex.schema.createTable('users', () => {});\n  await knex.schema.createTable(\"courses\", () => {});\n}\n",
  'core/migrations/0002_ledger.ts': "export async function up(knex) {\n  await knex.schema.createTable('attempts', () => {});\n}\n",
  'plugins/a/migrations/0001_notes.ts': "export async function up(knex) {\n  await knex.schema.createTable('a_notes', () => {});\n}\n",
  'plugins/a/test/notes.test.ts': [
    "await tk.kernel.knex('a_notes').insert({});",
    "await tk.kernel.knex('users').where({ id }).update({ validated: false });",
    "const db = tk.kernel.knex;",
    "await db('a_notes as n').join('courses as c', 'c.id', 'n.course_id');",
    "expect(await db.schema.hasTable('a_notes')).toBe(true);",
  ].join('\n'),
  'plugins/a/test/web/notes.test.tsx': "const rows = await trx('attempts').select('*');\n",
  // Not a plugin test: the harness is where core's tables are read.
  'sdk/src/testing/kernelRecords.ts': "await tk.kernel.knex('users').delete();\n",
};

let baseDir: string;

beforeAll(async () => {
  baseDir = await mkdtemp(join(tmpdir(), 'core-tables-'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(baseDir, path)), { recursive: true });
    await writeFile(join(baseDir, path), text);
  }
});

afterAll(async () => {
  await rm(baseDir, { recursive: true, force: true });
});

describe("plugin tests' queries on core tables", () => {
  it("knows core's tables from its migrations", async () => {
    expect([...(await coreTables(baseDir))].sort()).toEqual(['attempts', 'courses', 'users']);
  });

  it("finds every query of a plugin's tests on a core table, and none on the plugin's own", async () => {
    expect(await coreTableQueries(baseDir)).toEqual([
      { file: 'plugins/a/test/notes.test.ts', line: 2, table: 'users' },
      { file: 'plugins/a/test/notes.test.ts', line: 4, table: 'courses' },
      { file: 'plugins/a/test/web/notes.test.tsx', line: 1, table: 'attempts' },
    ]);
  });
});
