import { CORE_MIGRATIONS, Kernel, migrateToLatest, type PluginEntry } from '@lms/core';
import { describeDemo, seedDemo } from '../../demo/seedDemo.ts';

export async function migrate(kernel: Kernel): Promise<string> {
  const applied = await migrateToLatest(kernel.knex, kernel.registry.migrationSets(CORE_MIGRATIONS));
  return applied.length ? `Applied ${applied.length} migration(s):\n${applied.map((name) => `  ${name}`).join('\n')}` : 'The database is up to date.';
}

export async function seedDemoCommand(kernel: Kernel): Promise<string> {
  const demo = await seedDemo(kernel);
  return describeDemo(demo, `http://localhost:${process.env.PORT ?? 3000}`).trim();
}

/** One padded line per row: each column as wide as its widest cell, the last one unpadded. */
function columns(rows: string[][]): string {
  const widths = rows.reduce<number[]>((max, row) => row.map((cell, i) => Math.max(max[i] ?? 0, cell.length)), []);
  return rows.map((row) => row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ')).join('\n');
}

/** The error catalogue: the kernel's errnos and every plugin's declared ones, with status, owner and message. */
export function errors(plugins: PluginEntry[]): string {
  return columns(Kernel.describeApi(plugins).errors.map((e) => [e.errno, String(e.status), e.owner, e.message]));
}

/**
 * Every registered API route, core's and each plugin's, with its owner, permission
 * and answer (json, none or stream); then every socket event with its owner and permission.
 */
export function routes(plugins: PluginEntry[]): string {
  const api = Kernel.describeApi(plugins);
  const routeRows = api.routes.map((r) => [r.method, r.path, r.owner, r.permission, r.answer]);
  const eventRows = api.realtime.map((e) => ['SOCKET', e.event, e.owner, e.permission]);
  return columns([...routeRows, ...eventRows]);
}
