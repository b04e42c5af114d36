import fs from 'node:fs';
import path from 'node:path';
import { Kernel } from '@lms/core';
import { coreServices } from '@lms/sdk';
import { InstalledPluginList } from '../../plugins/installed/InstalledPluginList.ts';
import { PluginInstaller, type InstallerContext } from '../../plugins/installed/PluginInstaller.ts';
import { pluginsDirectory } from '../../plugins/installed/pluginsDirectory.ts';
import { UsageError } from '../CliError.ts';
import { readOptions } from '../options.ts';

const RESTART = 'Restart the server to load the change (the /administrator/plugins screen does it by itself).';

function installer(kernel: Kernel, env: NodeJS.ProcessEnv): PluginInstaller {
  // The site's listed plugins are the kernel's: a package is checked beside them, as the screen checks it.
  const listed = kernel.registry.plugins.map(({ manifest, config }) => ({ manifest, config }));
  return new PluginInstaller(new InstalledPluginList(pluginsDirectory(env)), (entry) => {
    const id = (entry.manifest as { id: string }).id;
    Kernel.loadRegistry([...listed.filter((other) => other.manifest.id !== id), entry]);
  });
}

/** Every action is an administrator's (audited): `--by` names a site administrator. */
async function actingAs(kernel: Kernel, email: string): Promise<InstallerContext> {
  const person = await kernel.resolve(coreServices.people).byEmail(email);
  const row = person ? ((await kernel.knex('users').where({ id: person.id }).first('administrator')) as { administrator: number } | undefined) : undefined;
  if (!person || (row?.administrator ?? 0) < 3) throw new UsageError(`--by must be the email of a site administrator`);
  return { db: kernel.knex, audit: kernel.resolve(coreServices.auditLog), actorId: person.id };
}

export async function pluginInstall(kernel: Kernel, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const o = readOptions(args, ['file', 'by'] as const);
  const file = path.resolve(env.INIT_CWD ?? process.cwd(), o.file);
  if (!fs.existsSync(file)) throw new UsageError(`No file ${file}`);
  const installed = await installer(kernel, env).install(fs.readFileSync(file), await actingAs(kernel, o.by));
  return `Installed ${installed.package} ${installed.version} (plugin "${installed.id}", ${installed.integrity}).\nIt reaches: tables ${installed.reach.tables.join(', ') || 'none'}; services ${installed.reach.services.join(', ') || 'none'}; hosts ${installed.reach.network.join(', ') || 'none'}.\n${RESTART}`;
}

export async function pluginList(kernel: Kernel, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  if (args.length) throw new UsageError('plugin-list takes no options');
  const plugins = new InstalledPluginList(pluginsDirectory(env)).all();
  if (!plugins.length) return 'No plugin has been installed from a package.';
  return plugins.map((plugin) => `${plugin.id}\t${plugin.package}@${plugin.version}\t${plugin.enabled ? 'enabled' : 'disabled'}\t${plugin.integrity}`).join('\n');
}

export async function pluginSetEnabled(enabled: boolean, kernel: Kernel, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const o = readOptions(args, ['id', 'by'] as const);
  const plugin = await installer(kernel, env).setEnabled(o.id, enabled, await actingAs(kernel, o.by));
  return `${plugin.package} is ${enabled ? 'enabled' : 'disabled'}. ${RESTART}`;
}

export async function pluginRemove(kernel: Kernel, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const o = readOptions(args, ['id', 'tables', 'by'] as const);
  if (o.tables !== 'keep' && o.tables !== 'drop') throw new UsageError('--tables must be keep or drop');
  await installer(kernel, env).remove(o.id, o.tables, await actingAs(kernel, o.by));
  return `Removed plugin "${o.id}"${o.tables === 'drop' ? ' and its tables' : ' (its tables kept)'}. ${RESTART}`;
}
