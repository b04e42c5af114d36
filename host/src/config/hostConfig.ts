import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** One installed plugin: its npm package name and the configuration given to it. */
export interface PluginListing {
  package: string;
  config?: Record<string, unknown>;
}

export interface HostConfig {
  plugins: PluginListing[];
  /** The folder of the config file: relative plugin paths start from here. */
  baseDir: string;
}

export const HOST_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const DEFAULT_CONFIG_FILE = path.join(HOST_ROOT, 'lms.config.json');

/**
 * Reads the host configuration (LMS_CONFIG or host/lms.config.json): the list
 * of installed plugins. A publisher installs a plugin with npm and lists its
 * package name here; a plugin being developed can be listed by its folder ("./my-plugin").
 */
export function readHostConfig(file = process.env.LMS_CONFIG || DEFAULT_CONFIG_FILE): HostConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read the host configuration ${file}: ${(error as Error).message}`);
  }
  const plugins = (raw as { plugins?: unknown }).plugins;
  if (!Array.isArray(plugins)) throw new Error(`${file}: "plugins" must be a list of package names`);
  return {
    baseDir: path.dirname(path.resolve(file)),
    plugins: plugins.map((entry, index) => {
      if (typeof entry === 'string') return { package: entry };
      if (entry && typeof entry === 'object' && typeof (entry as PluginListing).package === 'string') return entry as PluginListing;
      throw new Error(`${file}: plugins[${index}] must be a package name or { "package": ..., "config": {...} }`);
    }),
  };
}
