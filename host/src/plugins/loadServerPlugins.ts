import { pathToFileURL } from 'node:url';
import type { PluginEntry } from '@lms/core';
import type { HostConfig } from '../config/hostConfig.ts';
import { resolvePluginPackage } from './pluginPackages.ts';

/** Imports each listed plugin's server entry; the kernel validates what they export. */
export async function loadServerPlugins(config: HostConfig): Promise<PluginEntry[]> {
  const entries: PluginEntry[] = [];
  for (const listing of config.plugins) {
    const pkg = resolvePluginPackage(listing, config.baseDir);
    const module = (await import(pathToFileURL(pkg.server).href)) as { default?: unknown };
    entries.push({ manifest: module.default, config: listing.config, source: listing.package });
  }
  return entries;
}
