import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SDK_KERNEL_API_RANGE, SDK_VERSION } from '@lms/sdk';
import { UsageError } from '../CliError.ts';
import { packagePluginFiles } from '../scaffold/packagePluginFiles.ts';
import { pluginNames, pluginSourceFiles } from '../scaffold/pluginTemplate.ts';
import { workspacePluginFiles } from '../scaffold/workspacePluginFiles.ts';

const REPOSITORY_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/** The component type's rule (core's validateManifest), which the id and the table prefix derive from. */
const PLUGIN_NAME = /^[a-z][a-z0-9_]{1,39}$/;

/** A refusal of `plugin new`: printed as is, exit status 1, nothing written. */
export class ScaffoldRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScaffoldRefusal';
  }
}

function isInside(folder: string, root: string): boolean {
  const relative = path.relative(root, folder);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
}

/** Where `npm run build:pack --workspace @lms/sdk` leaves the packed SDK. */
const PACKED_SDK = path.join(REPOSITORY_ROOT, 'sdk', `lms-sdk-${SDK_VERSION}.tgz`);

function readNewArgs(args: string[]): { name: string; dir: string | undefined; sdk: string | undefined } {
  let parsed;
  try {
    parsed = parseArgs({ args, options: { dir: { type: 'string' }, sdk: { type: 'string' } }, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const [name, ...extra] = parsed.positionals;
  if (!name || extra.length) throw new UsageError('plugin new takes one name: npm run lms -- plugin new <name> [--dir D] [--sdk SDK.tgz]');
  return { name, dir: parsed.values.dir, sdk: parsed.values.sdk };
}

/** A package outside the repository installs the SDK from a packed tarball, named relative to its folder. */
function sdkTarballDependency(folder: string, tarball: string): string {
  return `file:${path.relative(folder, tarball).split(path.sep).join('/')}`;
}

/**
 * `plugin new <name> [--dir D] [--sdk SDK.tgz]`: writes a new plugin into
 * plugins/<name> of this repository (a workspace on the SDK's sources), or
 * into D (relative to where npm was started). Outside the repository it is a
 * plugin package like examples/poll, on the packed SDK: `--sdk` names the
 * tarball, by default the one `npm run build:pack --workspace @lms/sdk` makes.
 * Refuses a name that is no lowercase identifier, a folder that exists and
 * `--sdk` inside the repository, before writing anything.
 */
export function pluginNew(args: string[], cwd: string, now: Date): string {
  const { name, dir, sdk } = readNewArgs(args);
  if (!PLUGIN_NAME.test(name)) {
    throw new ScaffoldRefusal(`"${name}" is not a plugin name: use 2 to 40 lowercase letters, digits and _, starting with a letter (e.g. tip_card).`);
  }
  const folder = dir ? path.resolve(cwd, dir) : path.join(REPOSITORY_ROOT, 'plugins', name);
  if (fs.existsSync(folder)) throw new ScaffoldRefusal(`${folder} already exists: choose another name or --dir.`);
  const inRepository = isInside(folder, REPOSITORY_ROOT);
  if (inRepository && sdk !== undefined) throw new ScaffoldRefusal('--sdk is for a plugin outside the repository: inside it, a plugin uses the SDK workspace.');
  const sdkTarball = sdk === undefined ? PACKED_SDK : path.resolve(cwd, sdk);
  const names = pluginNames(name, inRepository ? `@lms/plugin-${name.replaceAll('_', '-')}` : `lms-plugin-${name.replaceAll('_', '-')}`);
  const files = {
    ...pluginSourceFiles(names, SDK_KERNEL_API_RANGE, now),
    ...(inRepository ? workspacePluginFiles(names, SDK_VERSION) : packagePluginFiles(names, sdkTarballDependency(folder, sdkTarball), SDK_KERNEL_API_RANGE)),
  };
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    fs.writeFileSync(path.join(folder, file), content);
  }
  const packSdk = !inRepository && !fs.existsSync(sdkTarball) ? [`Then make ${sdkTarball}: npm run build:pack --workspace @lms/sdk (in the LMS repository).`] : [];
  return [
    `Created plugin "${names.id}" (${names.packageName}) in ${folder}:`,
    ...Object.keys(files).map((file) => `  ${file}`),
    'Next: see its README.md (develop, test, install).',
    ...packSdk,
  ].join('\n');
}

/** `plugin <subcommand>`: only `new` for now. */
export function pluginCommand(args: string[], cwd: string): string {
  const [subcommand, ...rest] = args;
  if (subcommand !== 'new') throw new UsageError(`Unknown plugin command "${subcommand ?? ''}" (plugin new <name> [--dir D] [--sdk SDK.tgz])`);
  return pluginNew(rest, cwd, new Date());
}
