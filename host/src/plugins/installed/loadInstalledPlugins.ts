import fs from 'node:fs';
import type { PluginEntry } from '@lms/core';
import { archiveIntegrity, unpackPluginArchive } from './pluginArchive.ts';
import { importPluginServer } from './importPluginServer.ts';
import type { InstalledPluginList } from './InstalledPluginList.ts';
import { linkHostSdk } from './sdkLink.ts';

export interface InstalledPluginLoad {
  entries: PluginEntry[];
  /** Plugins not loaded, with the reason (a changed archive, a part that does not load). */
  refused: { id: string; reason: string }[];
}

/**
 * The enabled installed plugins, as kernel entries with their declared reach.
 * At every start each archive's integrity is checked against the one recorded
 * at install, and its files are unpacked again from it: what runs is what the
 * administrator installed. A plugin that fails is left out (and reported), the
 * site still starts.
 */
export async function loadInstalledPlugins(list: InstalledPluginList): Promise<InstalledPluginLoad> {
  const load: InstalledPluginLoad = { entries: [], refused: [] };
  const enabled = list.all().filter((plugin) => plugin.enabled);
  if (enabled.length) linkHostSdk(list.directory);
  for (const plugin of enabled) {
    try {
      const archive = list.archiveOf(plugin.id);
      const bytes = fs.existsSync(archive) ? fs.readFileSync(archive) : null;
      if (!bytes) throw new Error(`its archive ${archive} is missing`);
      if (archiveIntegrity(bytes) !== plugin.integrity) throw new Error(`its archive ${archive} changed since it was installed (integrity ${plugin.integrity} expected)`);
      const folder = list.folderOf(plugin.id);
      fs.rmSync(folder, { recursive: true, force: true });
      const unpacked = await unpackPluginArchive(bytes, folder);
      const manifest = await importPluginServer(folder, unpacked.server, { id: plugin.id, integrity: plugin.integrity, componentTypes: plugin.contributes.componentTypes });
      load.entries.push({ manifest, source: plugin.package, reach: plugin.reach });
    } catch (error) {
      load.refused.push({ id: plugin.id, reason: (error as Error).message });
    }
  }
  return load;
}
