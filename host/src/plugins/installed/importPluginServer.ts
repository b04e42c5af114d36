import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PluginManifest } from '@lms/sdk';
import { PluginArchiveError } from './PluginArchiveError.ts';

/**
 * Imports an unpacked plugin's server entry and checks it is the plugin its
 * package.json declared: same id, and only the component types it lists. The
 * integrity string in the address makes an upgrade a new module, not the cached one.
 */
export async function importPluginServer(directory: string, server: string, declared: { id: string; integrity: string; componentTypes: readonly string[] }): Promise<PluginManifest> {
  const url = `${pathToFileURL(path.join(directory, server)).href}?integrity=${encodeURIComponent(declared.integrity.slice(7, 31))}`;
  let module: { default?: unknown };
  try {
    module = (await import(url)) as { default?: unknown };
  } catch (error) {
    throw new PluginArchiveError(`Its server part does not load: ${(error as Error).message}`);
  }
  const manifest = module.default as PluginManifest | undefined;
  if (!manifest || typeof manifest !== 'object') throw new PluginArchiveError('Its server part exports no plugin (export default definePlugin({...})).');
  if (manifest.id !== declared.id) throw new PluginArchiveError(`Its server part is plugin "${String(manifest.id)}", but package.json "lms.id" says "${declared.id}".`);
  for (const type of manifest.componentTypes ?? []) {
    if (!declared.componentTypes.includes(type.type)) throw new PluginArchiveError(`Its component type "${type.type}" is not listed in package.json "lms.contributes.componentTypes".`);
  }
  return manifest;
}
