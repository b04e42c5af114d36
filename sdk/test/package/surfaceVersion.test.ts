import { describe, expect, it } from 'vitest';
import { recordMismatch, reportsDigest, surfaceChange, versionShortfall } from '../../scripts/surfaceVersion.ts';

const report = (...lines: string[]) => ['## API Report File for "@lms/sdk"', '', '// @public', ...lines, ''].join('\n');
const reports = (entries: Record<string, string>) => new Map(Object.entries(entries));

describe('the SDK surface and its version', () => {
  const before = reports({ 'server.api.md': report('export function definePlugin(m: Manifest): Plugin;', 'export const SDK_VERSION = "1.0.0";') });

  it('tells an addition from a breaking change, line by line of declaration', () => {
    expect(surfaceChange(before, before)).toBe('none');
    // Comments and blank lines are not the surface.
    expect(surfaceChange(before, reports({ 'server.api.md': `${report('export function definePlugin(m: Manifest): Plugin;', '// (No @packageDocumentation comment for this package)', 'export const SDK_VERSION = "1.0.0";')}\n\n` }))).toBe('none');
    // Nor are the report's imports: where names come from, not what a plugin can call.
    expect(surfaceChange(before, reports({ 'server.api.md': report("import { Next } from 'koa';", 'export function definePlugin(m: Manifest): Plugin;', 'export const SDK_VERSION = "1.0.0";') }))).toBe('none');
    expect(surfaceChange(before, reports({ 'server.api.md': report('export function definePlugin(m: Manifest): Plugin;', 'export const SDK_VERSION = "1.0.0";', 'export function definePanel(p: Panel): Panel;') }))).toBe('addition');
    expect(surfaceChange(before, reports({ ...Object.fromEntries(before), 'poll.api.md': report('export const poll: 1;') }))).toBe('addition');
    // A changed signature is a removed line beside an added one.
    expect(surfaceChange(before, reports({ 'server.api.md': report('export function definePlugin(m: Manifest, o: Options): Plugin;', 'export const SDK_VERSION = "1.0.0";') }))).toBe('breaking');
    expect(surfaceChange(before, reports({ 'server.api.md': report('export function definePlugin(m: Manifest): Plugin;') }))).toBe('breaking');
    expect(surfaceChange(before, reports({}))).toBe('breaking');
    // The next member's doc comment, printed at the end of a line, is not the surface.
    const object = (...members: string[]) => reports({ 'server.api.md': report('export const refs: {', ...members, '};', 'export const SDK_VERSION = "1.0.0";') });
    expect(surfaceChange(object('    readonly a: A;'), object('    readonly a: A; /** The b. */', '    readonly b: B;'))).toBe('addition');
    // SDK_VERSION's value is the version itself: a bump is not a changed export.
    expect(surfaceChange(before, reports({ 'server.api.md': report('export function definePlugin(m: Manifest): Plugin;', 'export const SDK_VERSION = "1.1.0";', 'export function definePanel(p: Panel): Panel;') }))).toBe('addition');
    expect(surfaceChange(before, reports({ 'server.api.md': report('export function definePlugin(m: Manifest): Plugin;', 'export const SDK_VERSION = "1.1.0";') }))).toBe('none');
  });

  it('asks for a new major after a breaking change and a new version after an addition', () => {
    expect(versionShortfall('1.2.0', '1.2.0', 'none')).toBeNull();
    expect(versionShortfall('1.2.0', '1.2.0', 'addition')).toMatch(/new minor version/);
    expect(versionShortfall('1.2.0', '1.3.0', 'addition')).toBeNull();
    expect(versionShortfall('1.2.0', '1.3.0', 'breaking')).toMatch(/new major version \(package.json and src\/version.ts say 1.3.0; the reports were recorded for 1.2.0\)/);
    expect(versionShortfall('1.2.0', '2.0.0', 'breaking')).toBeNull();
  });

  it('refuses reports edited by hand, a version moved without recording the surface, and a missing record', () => {
    const record = { version: '1.0.0', sha256: reportsDigest(before) };
    expect(recordMismatch(record, before, '1.0.0')).toBeNull();
    expect(recordMismatch(record, reports({ 'server.api.md': report('export function definePlugin(m: Manifest): Plugin;') }), '1.0.0')).toMatch(/edited by hand/);
    expect(recordMismatch(record, before, '1.1.0')).toMatch(/version is 1.1.0 but its surface was recorded for 1.0.0/);
    expect(recordMismatch(null, before, '1.0.0')).toMatch(/surface.json is missing/);
  });
});
