import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import semver from 'semver';
import * as tar from 'tar';
import { KERNEL_API_VERSION } from '@lms/sdk';
import { parseReach, reachProblems } from '@lms/core';
import type { SitePluginPackage } from '@lms/sdk/calls';
import { PluginArchiveError } from './PluginArchiveError.ts';

/** The largest plugin package accepted. */
export const PLUGIN_ARCHIVE_MAX_BYTES = 20 * 1024 * 1024;

const PLUGIN_ID = /^[a-z][a-z0-9-]{1,39}$/;

/** A package read from its archive: what it says, and where its files were unpacked. */
export interface PluginArchive {
  info: SitePluginPackage;
  /** The unpacked package folder (with its package.json). */
  directory: string;
  /** Its server entry and web entry, relative to `directory`. */
  server: string;
  web: string | null;
}

/** npm's integrity string of an archive (sha512, base64). */
export function archiveIntegrity(bytes: Buffer): string {
  return `sha512-${createHash('sha512').update(bytes).digest('base64')}`;
}

function stringList(value: unknown, field: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) throw new PluginArchiveError(`package.json "${field}" must be a list of strings.`);
  return value as string[];
}

const SCREEN_PATH_SEGMENT = /^(:[A-Za-z][A-Za-z0-9]*|[A-Za-z0-9_.~-]+)$/;

/**
 * The route paths of the screens a package declares: each a course's screen
 * (`/:courseId/...`) or a site-wide one (no `:courseId`), so the administrator
 * reads where they go and the shell mounts the web part's screens only there.
 */
function screenPaths(value: unknown): string[] {
  const paths = stringList(value, 'lms.contributes.screens');
  const field = 'package.json "lms.contributes.screens"';
  for (const screenPath of paths) {
    const segments = screenPath.slice(1).split('/');
    if (!screenPath.startsWith('/') || !segments.every((segment) => SCREEN_PATH_SEGMENT.test(segment))) {
      throw new PluginArchiveError(`${field}: "${screenPath}" is not a route path like "/:courseId/poll-results" or "/poll-results".`);
    }
    if (segments.indexOf(':courseId') > 0) throw new PluginArchiveError(`${field}: "${screenPath}" must start with /:courseId/ (a course's screen) or not name :courseId at all (a site-wide screen).`);
  }
  const repeated = paths.find((screenPath, index) => paths.indexOf(screenPath) !== index);
  if (repeated !== undefined) throw new PluginArchiveError(`${field} lists "${repeated}" twice.`);
  return paths;
}

function insidePackage(directory: string, relative: unknown, field: string): string {
  if (typeof relative !== 'string' || !relative.endsWith('.js')) throw new PluginArchiveError(`package.json "${field}" must name a built JavaScript file (./dist/....js).`);
  const file = path.resolve(directory, relative);
  if (!file.startsWith(directory + path.sep)) throw new PluginArchiveError(`package.json "${field}" points outside the package.`);
  if (!fs.existsSync(file)) throw new PluginArchiveError(`package.json "${field}": ${relative} is not in the package.`);
  return path.relative(directory, file);
}

/**
 * Unpacks an npm package archive (.tgz, files under `package/`) into `into`
 * and reads its package.json: the plugin id, kernel range, entries and declared
 * reach, all checked, none of its code run. Links and paths leaving the folder
 * are refused by tar's own rules (no absolute paths, no `..`).
 */
export async function unpackPluginArchive(bytes: Buffer, into: string): Promise<PluginArchive> {
  if (bytes.length > PLUGIN_ARCHIVE_MAX_BYTES) throw new PluginArchiveError(`The package is larger than ${PLUGIN_ARCHIVE_MAX_BYTES / 1024 / 1024} MB.`);
  fs.mkdirSync(into, { recursive: true });
  try {
    await pipeline(
      Readable.from([bytes]),
      // Files and folders only: a link could point the entries the site loads outside the package.
      tar.x({ cwd: into, strip: 1, strict: true, filter: (_path, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory') }),
    );
  } catch {
    throw new PluginArchiveError('This is not an npm package archive (.tgz made by npm pack).');
  }
  const manifestFile = path.join(into, 'package.json');
  if (!fs.existsSync(manifestFile)) throw new PluginArchiveError('This is not an npm package archive: it has no package/package.json.');
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
  } catch {
    throw new PluginArchiveError('The package.json of this package is not valid JSON.');
  }
  const lms = json.lms as Record<string, unknown> | undefined;
  if (!lms || typeof lms !== 'object') throw new PluginArchiveError('This package is not a plugin: its package.json has no "lms" entry.');
  const id = lms.id;
  if (typeof id !== 'string' || !PLUGIN_ID.test(id)) throw new PluginArchiveError('package.json "lms.id" must be the plugin id (2 to 40 lowercase letters, digits and -, starting with a letter).');
  if (typeof json.name !== 'string' || typeof json.version !== 'string' || !semver.valid(json.version)) throw new PluginArchiveError('package.json needs a "name" and a semver "version".');
  const kernel = lms.kernel;
  if (typeof kernel !== 'string' || !semver.validRange(kernel)) throw new PluginArchiveError('package.json "lms.kernel" must be the kernel API range the plugin was built for (e.g. "^1").');
  if (!semver.satisfies(KERNEL_API_VERSION, kernel)) throw new PluginArchiveError(`This plugin needs kernel API ${kernel}; this site offers ${KERNEL_API_VERSION}.`);
  const problems = reachProblems(id, lms.reach ?? {});
  if (problems.length) throw new PluginArchiveError(`Its declared reach is wrong: ${problems.join('; ')}.`);
  const contributes = (lms.contributes ?? {}) as Record<string, unknown>;
  const directory = path.resolve(into);
  return {
    directory,
    server: insidePackage(directory, lms.server, 'lms.server'),
    web: lms.web === undefined ? null : insidePackage(directory, lms.web, 'lms.web'),
    info: {
      id,
      package: json.name,
      version: json.version,
      description: typeof json.description === 'string' ? json.description : '',
      kernel,
      reach: parseReach(id, lms.reach ?? {}),
      contributes: { componentTypes: stringList(contributes.componentTypes, 'lms.contributes.componentTypes'), screens: screenPaths(contributes.screens) },
      integrity: archiveIntegrity(bytes),
    },
  };
}

/** Unpacks into a scratch folder (removed by `dispose`), for a preview or before the files are moved in place. */
export async function readPluginArchive(bytes: Buffer): Promise<PluginArchive & { dispose(): void }> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-plugin-'));
  const dispose = () => fs.rmSync(scratch, { recursive: true, force: true });
  try {
    return { ...(await unpackPluginArchive(bytes, path.join(scratch, 'package'))), dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}
