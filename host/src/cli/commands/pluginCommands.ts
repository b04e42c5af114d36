import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SDK_VERSION } from '@lms/sdk';
import { UsageError } from '../CliError.ts';
import { pluginFiles, pluginNames } from '../scaffold/pluginTemplate.ts';

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

function readNewArgs(args: string[]): { name: string; dir: string | undefined } {
  let parsed;
  try {
    parsed = parseArgs({ args, options: { dir: { type: 'string' } }, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const [name, ...extra] = parsed.positionals;
  if (!name || extra.length) throw new UsageError('plugin new takes one name: npm run lms -- plugin new <name> [--dir D]');
  return { name, dir: parsed.values.dir };
}

/**
 * `plugin new <name> [--dir D]`: writes a new plugin into plugins/<name> of this
 * repository, or into D (relative to where npm was started). Refuses a name that is
 * no lowercase identifier and a folder that exists, before writing anything.
 */
export function pluginNew(args: string[], cwd: string, now: Date): string {
  const { name, dir } = readNewArgs(args);
  if (!PLUGIN_NAME.test(name)) {
    throw new ScaffoldRefusal(`"${name}" is not a plugin name: use 2 to 40 lowercase letters, digits and _, starting with a letter (e.g. tip_card).`);
  }
  const folder = dir ? path.resolve(cwd, dir) : path.join(REPOSITORY_ROOT, 'plugins', name);
  if (fs.existsSync(folder)) throw new ScaffoldRefusal(`${folder} already exists: choose another name or --dir.`);
  const inRepository = isInside(folder, REPOSITORY_ROOT);
  const names = pluginNames(name, inRepository ? `@lms/plugin-${name.replaceAll('_', '-')}` : `lms-plugin-${name.replaceAll('_', '-')}`);
  const files = pluginFiles(names, SDK_VERSION, now);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    fs.writeFileSync(path.join(folder, file), content);
  }
  return [
    `Created plugin "${names.id}" (${names.packageName}) in ${folder}:`,
    ...Object.keys(files).map((file) => `  ${file}`),
    'Next: see its README.md (develop, test, install).',
  ].join('\n');
}

/** `plugin <subcommand>`: only `new` for now. */
export function pluginCommand(args: string[], cwd: string): string {
  const [subcommand, ...rest] = args;
  if (subcommand !== 'new') throw new UsageError(`Unknown plugin command "${subcommand ?? ''}" (plugin new <name> [--dir D])`);
  return pluginNew(rest, cwd, new Date());
}
