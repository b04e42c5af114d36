import { Kernel, type PluginEntry } from '@lms/core';
import type { InstalledPluginList } from './InstalledPluginList.ts';
import { loadInstalledPlugins } from './loadInstalledPlugins.ts';
import { PluginWebAssets } from './pluginWebAssets.ts';

export interface SitePluginBoot {
  /** The installed plugins that load and fit beside the listed ones, as kernel entries. */
  entries: PluginEntry[];
  web: PluginWebAssets;
  refused: { id: string; reason: string }[];
}

/**
 * The installed plugins to run beside the host's listed ones: each archive
 * checked and loaded, then each manifest checked with the rest (a clash of
 * ids, types or paths leaves that one out rather than stopping the site).
 */
export async function bootSitePlugins(list: InstalledPluginList, listed: readonly PluginEntry[]): Promise<SitePluginBoot> {
  const load = await loadInstalledPlugins(list);
  const entries: PluginEntry[] = [];
  for (const entry of load.entries) {
    try {
      Kernel.loadRegistry([...listed, ...entries, entry]);
      entries.push(entry);
    } catch (error) {
      load.refused.push({ id: entry.source ?? '?', reason: (error as Error).message });
    }
  }
  const running = new Set(entries.map((entry) => (entry.manifest as { id: string }).id));
  return { entries, refused: load.refused, web: new PluginWebAssets(list, list.all().filter((plugin) => running.has(plugin.id))) };
}
