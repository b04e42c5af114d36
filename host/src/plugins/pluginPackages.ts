import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { HOST_ROOT, type PluginListing } from '../config/hostConfig.ts';

const requireFromHost = createRequire(path.join(HOST_ROOT, 'package.json'));

/** Where a plugin package keeps its two entry points (package.json "lms"). */
export interface PluginPackage {
  name: string;
  directory: string;
  server: string;
  web: string | null;
}

function isFolder(name: string): boolean {
  return name.startsWith('./') || name.startsWith('../') || path.isAbsolute(name);
}

/** Finds a listed plugin: an installed package by name, or a folder relative to the config file. */
export function resolvePluginPackage(listing: PluginListing, baseDir: string): PluginPackage {
  let manifestFile: string;
  if (isFolder(listing.package)) {
    manifestFile = path.resolve(baseDir, listing.package, 'package.json');
    if (!fs.existsSync(manifestFile)) throw new Error(`Plugin folder "${listing.package}" has no package.json (looked for ${manifestFile})`);
  } else {
    try {
      manifestFile = requireFromHost.resolve(`${listing.package}/package.json`);
    } catch {
      throw new Error(`Plugin package "${listing.package}" is not installed (npm install ${listing.package}), or does not export ./package.json`);
    }
  }
  const json = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { lms?: { server?: string; web?: string } };
  const directory = path.dirname(manifestFile);
  if (!json.lms?.server) throw new Error(`Plugin package "${listing.package}": package.json has no "lms": { "server": ... } entry`);
  return {
    name: listing.package,
    directory,
    server: path.resolve(directory, json.lms.server),
    web: json.lms.web ? path.resolve(directory, json.lms.web) : null,
  };
}
