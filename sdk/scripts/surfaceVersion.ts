import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

/**
 * The SDK version each recorded API surface belongs to (sdk/api/surface.json): `api:update`
 * writes new reports only when package.json's version has moved as far as the change needs
 * (docs/plugin-authoring.md, section 7), and the package test refuses reports that do not match
 * their record. Without it, a removed export committed with fresh reports passed unnoticed.
 */
export const SURFACE_RECORD = 'surface.json';

export interface SurfaceRecord {
  /** The SDK version (package.json `version`) the reports were written for. */
  version: string;
  /** sha256 of the reports, by file name (see `reportsDigest`). */
  sha256: string;
}

export type SurfaceChange = 'none' | 'addition' | 'breaking';

/** The committed reports, file name to text (the `.api.md` files of the folder). */
export function readReports(dir: string): Map<string, string> {
  const reports = new Map<string, string>();
  for (const name of fs.readdirSync(dir).filter((file) => file.endsWith('.api.md')).sort()) reports.set(name, fs.readFileSync(path.join(dir, name), 'utf8'));
  return reports;
}

export function reportsDigest(reports: ReadonlyMap<string, string>): string {
  const hash = createHash('sha256');
  for (const name of [...reports.keys()].sort()) hash.update(`${name}\0${reports.get(name)}\0`);
  return hash.digest('hex');
}

/**
 * A report's declaration lines. API Extractor's comments and blank lines say nothing of the surface, nor
 * do its import lines: they say where the declarations' names come from, and a declaration that
 * starts naming another type changes its own line.
 */
function surfaceLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '' && !line.trimStart().startsWith('//') && !/^import\b.*\bfrom\b.*;$/.test(line))
    .map((line) => line.replace(TRAILING_DOC_COMMENT, '').replace(SDK_VERSION_LINE, 'export const SDK_VERSION = "<version>";'));
}

/**
 * API Extractor prints a member's doc comment at the end of the member before it (`readonly a: A; /** b's doc *\/`),
 * so documenting a new member changed its neighbour's line: a comment, not the surface.
 */
const TRAILING_DOC_COMMENT = /\s*\/\*\*.*\*\/$/;

/**
 * `SDK_VERSION`'s line carries the version itself: every bump changes it, and read as a
 * changed declaration it made even a minor version look like a breaking change. Its value
 * is the version the reports are recorded for, not a surface a plugin is built on.
 */
const SDK_VERSION_LINE = /^export const SDK_VERSION = "[^"]*";$/;

/**
 * What a plugin built on the old surface meets on the new one: any declaration line gone or changed
 * (a changed line is a removed one beside an added one) may break it; lines only added do not.
 * A report file gone is a subpath export gone.
 */
export function surfaceChange(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>): SurfaceChange {
  let added = false;
  for (const [name, text] of before) {
    const next = after.get(name);
    if (next === undefined) return 'breaking';
    const remaining = new Map<string, number>();
    for (const line of surfaceLines(next)) remaining.set(line, (remaining.get(line) ?? 0) + 1);
    for (const line of surfaceLines(text)) {
      const count = remaining.get(line) ?? 0;
      if (count === 0) return 'breaking';
      remaining.set(line, count - 1);
    }
    if ([...remaining.values()].some((count) => count > 0)) added = true;
  }
  return added || [...after.keys()].some((name) => !before.has(name)) ? 'addition' : 'none';
}

/** Why `version` is not far enough from the recorded one for the change, or null when it is. */
export function versionShortfall(recorded: string, version: string, change: SurfaceChange): string | null {
  if (change === 'none') return null;
  if (change === 'breaking' && semver.major(version) <= semver.major(recorded)) {
    return `An export was removed or changed: that breaks plugins, so the SDK needs a new major version (package.json and src/version.ts say ${version}; the reports were recorded for ${recorded}).`;
  }
  if (change === 'addition' && !semver.gt(version, recorded)) {
    return `Exports were added: the SDK needs a new minor version (package.json and src/version.ts say ${version}; the reports were recorded for ${recorded}).`;
  }
  return null;
}

export function readSurfaceRecord(dir: string): SurfaceRecord | null {
  const file = path.join(dir, SURFACE_RECORD);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as SurfaceRecord) : null;
}

export function writeSurfaceRecord(dir: string, record: SurfaceRecord): void {
  fs.writeFileSync(path.join(dir, SURFACE_RECORD), `${JSON.stringify(record, null, 2)}\n`);
}

/** Why the committed reports and their record disagree with each other or with the SDK's version, or null. */
export function recordMismatch(record: SurfaceRecord | null, reports: ReadonlyMap<string, string>, version: string): string | null {
  if (!record) return `sdk/api/${SURFACE_RECORD} is missing: run npm run api:update --workspace @lms/sdk.`;
  if (record.sha256 !== reportsDigest(reports)) return `sdk/api was edited by hand: its reports are not the ones recorded in ${SURFACE_RECORD}; run npm run api:update --workspace @lms/sdk.`;
  if (record.version !== version) return `The SDK's version is ${version} but its surface was recorded for ${record.version}: run npm run api:update --workspace @lms/sdk after a version change.`;
  return null;
}
