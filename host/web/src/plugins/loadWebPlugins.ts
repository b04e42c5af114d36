import type { WebPluginManifest } from '@lms/sdk/web';
import { createWebPluginRegistry, type WebPluginRegistry } from './webPluginRegistry.ts';

export interface WebPluginLoader {
  package: string;
  load: () => Promise<{ default: WebPluginManifest }>;
}

/** Loads every installed plugin's web manifest (small modules; their views stay lazy) and indexes them. */
export async function loadWebPlugins(loaders: readonly WebPluginLoader[]): Promise<WebPluginRegistry> {
  const modules = await Promise.all(loaders.map((loader) => loader.load()));
  return createWebPluginRegistry(
    modules.map((module) => module.default),
    loaders.map((loader) => loader.package),
  );
}
