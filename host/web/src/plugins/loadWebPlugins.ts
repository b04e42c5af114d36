import type { WebPluginManifest } from '@lms/sdk/web';
import type { SitePluginWebEntry } from '@lms/sdk/calls';
import { checkDeclaredContributions } from './checkDeclaredContributions.ts';
import { createWebPluginRegistry, type WebPluginRegistry } from './webPluginRegistry.ts';

export interface WebPluginLoader {
  package: string;
  load: () => Promise<{ default: WebPluginManifest }>;
  /** For a plugin installed from a package: what its package.json declared, which its web part must keep to. */
  declared?: SitePluginWebEntry;
}

/**
 * Loads every installed plugin's web manifest (small modules; their views stay
 * lazy) and indexes them. A plugin installed from a package whose web part goes
 * beyond its declaration is left out, with the reason on the console: the site
 * stays up without it (a bundled plugin's wrong manifest, a build's mistake,
 * still stops the app with its one line).
 */
export async function loadWebPlugins(loaders: readonly WebPluginLoader[]): Promise<WebPluginRegistry> {
  const modules = await Promise.all(loaders.map((loader) => loader.load()));
  const kept = loaders.flatMap((loader, index) => {
    const manifest = modules[index]!.default;
    if (!loader.declared) return [{ manifest, source: loader.package }];
    try {
      checkDeclaredContributions(manifest, loader.declared);
      return [{ manifest, source: loader.package }];
    } catch (refusal) {
      console.error(`${(refusal as Error).message}. Its web part is not loaded.`);
      return [];
    }
  });
  return createWebPluginRegistry(
    kept.map((plugin) => plugin.manifest),
    kept.map((plugin) => plugin.source),
  );
}
