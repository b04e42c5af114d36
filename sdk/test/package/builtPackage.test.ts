import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTRY_POINTS } from '../../scripts/entryPoints.ts';

const run = promisify(execFile);
const SDK_DIR = path.resolve(import.meta.dirname, '../..');

interface PackedFile {
  path: string;
}

/**
 * Builds the SDK as it is published (tsdown into a scratch folder), packs it with npm, and checks
 * the tarball and the public API surface against sdk/api. The scratch folder is sdk/scratch (ignored
 * by git): inside sdk/ so that the declarations' imports of React, TipTap... resolve as in a plugin,
 * and outside node_modules, where API Extractor would take the package's own files for a dependency's.
 */
describe('the built @lms/sdk package', () => {
  let scratch: string;
  let packageDir: string;
  let files: string[];
  let packedManifest: Record<string, any>;

  beforeAll(async () => {
    fs.mkdirSync(path.join(SDK_DIR, 'scratch'), { recursive: true });
    scratch = fs.mkdtempSync(path.join(SDK_DIR, 'scratch/sdk-package-'));
    packageDir = path.join(scratch, 'package');
    await run('npx', ['tsdown', '--out-dir', packageDir, '--log-level', 'error'], { cwd: SDK_DIR });
    const { stdout } = await run('npm', ['pack', packageDir, '--pack-destination', scratch, '--json'], { cwd: scratch });
    const [packed] = JSON.parse(stdout) as [{ filename: string; files: PackedFile[] }];
    files = packed.files.map((file) => file.path);
    const unpacked = path.join(scratch, 'unpacked');
    fs.mkdirSync(unpacked);
    await run('tar', ['-xzf', path.join(scratch, packed.filename), '-C', unpacked, 'package/package.json']);
    packedManifest = JSON.parse(fs.readFileSync(path.join(unpacked, 'package/package.json'), 'utf8'));
  }, 120_000);

  afterAll(() => {
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('packs the JavaScript and declarations of every subpath export, and no TypeScript sources', () => {
    for (const entry of ENTRY_POINTS) {
      expect(files).toContain(`${entry.name}.js`);
      expect(files).toContain(`${entry.name}.d.ts`);
      expect(packedManifest.exports[entry.subpath]).toEqual({ types: `./${entry.name}.d.ts`, default: `./${entry.name}.js` });
    }
    expect(files).toEqual(expect.arrayContaining(['package.json', 'README.md', 'style.css']));
    expect(files.filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))).toEqual([]);
  });

  it('depends on no workspace package: contract, subtitles and theme-kit are bundled, @lms/core is an optional peer of the testing harness', () => {
    const dependencies = Object.keys(packedManifest.dependencies);
    expect(dependencies.filter((name) => name.startsWith('@lms/'))).toEqual([]);
    expect(packedManifest.peerDependencies['@lms/core']).toBeDefined();
    expect(packedManifest.peerDependenciesMeta['@lms/core']).toEqual({ optional: true });
    expect(packedManifest.private).toBeUndefined();
    expect(packedManifest.lms.kernelApi).toBe(JSON.parse(fs.readFileSync(path.join(SDK_DIR, 'package.json'), 'utf8')).lms.kernelApi);

    const importers = files
      .filter((file) => /\.(js|d\.ts)$/.test(file))
      .map((file) => ({ file, text: fs.readFileSync(path.join(packageDir, file), 'utf8') }));
    const workspaceImports = importers.filter(({ text }) => /from ["']@lms\/(contract|subtitles|theme-kit)/.test(text));
    expect(workspaceImports.map(({ file }) => file)).toEqual([]);
    const kernelImports = importers.filter(({ text }) => /from ["']@lms\/core/.test(text)).map(({ file }) => file);
    expect(kernelImports.length).toBeGreaterThan(0);
    expect(kernelImports.every((file) => file.startsWith('testing'))).toBe(true);
  });

  it('runs as JavaScript: the built server entry loads in Node and states its kernel range', async () => {
    const probe = `const sdk = await import(${JSON.stringify(path.join(packageDir, 'server.js'))}); console.log(sdk.SDK_KERNEL_API_RANGE, typeof sdk.definePlugin);`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', probe], { cwd: scratch });
    expect(stdout.trim()).toBe(`${packedManifest.lms.kernelApi} function`);
  });

  it('has the public API surface recorded in sdk/api (after a change: npm run api:update --workspace @lms/sdk)', async () => {
    const check = await run('npx', ['tsx', 'scripts/apiReport.ts', '--package', packageDir], {
      cwd: SDK_DIR,
    }).catch((failure: { stdout: string; stderr: string }) => failure);
    expect(`${check.stdout}${check.stderr}`.trim()).toBe('');
  }, 90_000);
});
