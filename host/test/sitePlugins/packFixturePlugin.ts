import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';

/** A plugin package's files (relative path to content); package.json is added from `lms` unless given. */
export type PackageFiles = Record<string, string>;

/** Packs files as `npm pack` lays them out (everything under package/), gzipped. */
export async function packFiles(files: PackageFiles): Promise<Buffer> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-fixture-plugin-'));
  try {
    for (const [name, content] of Object.entries(files)) {
      const file = path.join(scratch, 'package', name);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, content);
    }
    const archive = path.join(scratch, 'plugin.tgz');
    await tar.c({ gzip: true, cwd: scratch, file: archive, portable: true }, ['package']);
    return fs.readFileSync(archive);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

const SERVER = `import { fileURLToPath } from 'node:url';
import { coreServices, defineRoute, definePlugin } from '@lms/sdk';
import { defineCall, Type } from '@lms/sdk/calls';

const countMarks = defineCall({ method: 'GET', path: 'PATH', summary: 'Counts the marks.', answer: Type.Object({ count: Type.Integer() }) });
const readUsers = defineCall({ method: 'GET', path: 'tally/users', summary: 'Tries to read the accounts.', answer: Type.Object({ count: Type.Integer() }) });

export default definePlugin({
  id: 'ID',
  version: 'VERSION',
  kernel: '^1',
  migrations: fileURLToPath(new URL('../migrations', import.meta.url)),
  routes: [
    defineRoute(countMarks, { permission: 'public', deps: { db: coreServices.database }, handler: async ({ deps }) => ({ count: Number((await deps.db('tally_marks').count({ n: '*' }))[0].n) }) }),
    defineRoute(readUsers, { permission: 'public', deps: { db: coreServices.database }, handler: async ({ deps }) => ({ count: Number((await deps.db('users').count({ n: '*' }))[0].n) }) }),
  ],
});
`;

const MIGRATION = `export async function up(knex) {
  await knex.schema.createTable('tally_marks', (table) => { table.increments('id'); table.string('note'); });
  await knex('tally_marks').insert([{ note: 'a' }, { note: 'b' }]);
}
export async function down(knex) {
  await knex.schema.dropTable('tally_marks');
}
`;

export interface TallyOptions {
  version?: string;
  id?: string;
  kernel?: string;
  path?: string;
  reach?: unknown;
  /** package.json "lms.contributes.screens". */
  screens?: unknown;
  /** A second migration that fails after the first created its table. */
  failingMigration?: boolean;
}

/** "tally": a small plugin package with one table, one route under its prefix and one that reads a core table. */
export function tallyPackage(options: TallyOptions = {}): Promise<Buffer> {
  const version = options.version ?? '1.0.0';
  const files: PackageFiles = {
    'package.json': JSON.stringify({
      name: 'lms-plugin-tally',
      version,
      description: 'Counts marks.',
      type: 'module',
      lms: {
        id: 'tally',
        kernel: options.kernel ?? '^1',
        server: './dist/server.js',
        web: './dist/web/index.js',
        reach: options.reach ?? { tables: ['tally_marks'], services: [], network: [] },
        contributes: { componentTypes: [], screens: options.screens ?? ['/:courseId/tally', '/tally-totals'] },
      },
    }),
    'dist/server.js': SERVER.replace('ID', options.id ?? 'tally').replace('VERSION', version).replace('PATH', options.path ?? 'tally/count'),
    'dist/web/index.js': "export default { id: 'tally' };\n",
    'migrations/20261129000000_tally_marks.js': MIGRATION,
  };
  if (options.failingMigration) files['migrations/20261129000001_tally_broken.js'] = "export async function up() { throw new Error('the second step broke'); }\nexport async function down() {}\n";
  return packFiles(files);
}
