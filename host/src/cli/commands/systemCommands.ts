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

/** Every registered API route, core's and each plugin's, one per line with its owner and permission. */
export function routes(plugins: PluginEntry[]): string {
  const table = Kernel.describeRoutes(plugins);
  const width = (pick: (r: (typeof table)[number]) => string) => Math.max(...table.map((r) => pick(r).length));
  const methodWidth = width((r) => r.method);
  const pathWidth = width((r) => r.path);
  const ownerWidth = width((r) => r.owner);
  return table.map((r) => `${r.method.padEnd(methodWidth)} ${r.path.padEnd(pathWidth)}  ${r.owner.padEnd(ownerWidth)}  ${r.permission}`).join('\n');
}
