import type { Plugin } from 'vite';
import { readHostConfig } from '../src/config/hostConfig.ts';
import { resolvePluginPackage } from '../src/plugins/pluginPackages.ts';

const VIRTUAL_ID = 'virtual:lms-plugins';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * Generates `virtual:lms-plugins` at build time from the host config: one
 * dynamic import per installed plugin's web entry, so each is its own chunk and
 * a plugin that is not installed costs the bundle nothing.
 */
export function lmsPluginRegistry(): Plugin {
  return {
    name: 'lms-plugin-registry',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const config = readHostConfig();
      const packages = config.plugins.map((listing) => resolvePluginPackage(listing, config.baseDir)).filter((pkg) => pkg.web);
      const loaders = packages.map((pkg) => `  { package: ${JSON.stringify(pkg.name)}, load: () => import(${JSON.stringify(pkg.web)}) },`);
      return `export const webPluginLoaders = [\n${loaders.join('\n')}\n];\n`;
    },
  };
}
