import type { ApiClient, WebPluginManifest } from '@lms/sdk/web';
import { listSitePluginWeb } from '@lms/sdk/calls';
import type { WebPluginLoader } from './loadWebPlugins.ts';

/**
 * The web parts of the plugins an administrator installed, known only at run
 * time: each is a prebuilt ES module the host serves under a content-hashed
 * address, imported as is; its `react` and `@lms/sdk/web` imports resolve
 * through the page's import map to the host's own (host/web/sharedModules.ts).
 * Each carries what its package declared: loadWebPlugins holds it to that.
 */
export async function installedPluginLoaders(api: ApiClient): Promise<WebPluginLoader[]> {
  const { plugins } = await api.call(listSitePluginWeb);
  return plugins.map((plugin) => ({
    package: plugin.package,
    load: () => import(/* @vite-ignore */ plugin.entry) as Promise<{ default: WebPluginManifest }>,
    declared: plugin,
  }));
}
