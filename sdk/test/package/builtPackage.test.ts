import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTRY_POINTS } from '../../scripts/entryPoints.ts';
import { CORE_MIGRATIONS_FOLDER, kernelDependencies } from '../../scripts/kernelInTesting.ts';
import { packedSdk } from './packedSdk.ts';

const run = promisify(execFile);
const SDK_DIR = path.resolve(import.meta.dirname, '../..');

/** The built files a built entry loads: itself and the package's own files it imports, statically or not, all the way down. */
function reachableFiles(packageDir: string, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(path.join(packageDir, file), 'utf8');
    for (const [, target] of text.matchAll(/(?:from |import\()["'](\.{1,2}\/[^"']+)["']/g)) {
      visit(path.posix.normalize(path.posix.join(path.posix.dirname(file), target!)));
    }
  };
  visit(entry);
  return [...seen];
}

/**
 * The SDK built as it is published and packed with npm (packedSdk, shared by this run's package
 * tests): the tarball and the public API surface are checked against sdk/api.
 */
describe('the built @lms/sdk package', () => {
  let scratch: string;
  let packageDir: string;
  let files: string[];
  let packedManifest: Record<string, any>;

  beforeAll(async () => {
    const packed = await packedSdk();
    packageDir = packed.packageDir;
    const { stdout } = await run('tar', ['-tzf', packed.tarball]);
    files = stdout
      .split('\n')
      .filter((entry) => entry && !entry.endsWith('/'))
      .map((entry) => entry.replace(/^package\//, ''));
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sdk-package-'));
    await run('tar', ['-xzf', packed.tarball, '-C', scratch, 'package/package.json']);
    packedManifest = JSON.parse(fs.readFileSync(path.join(scratch, 'package/package.json'), 'utf8'));
  }, 300_000);

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

  it('depends on no workspace package: contract, subtitles, theme-kit and the kernel are bundled, the kernel\'s npm dependencies are its own', () => {
    const dependencies = Object.keys(packedManifest.dependencies);
    expect(dependencies.filter((name) => name.startsWith('@lms/'))).toEqual([]);
    expect(dependencies).toEqual(expect.arrayContaining(Object.keys(kernelDependencies())));
    expect(Object.keys(packedManifest.peerDependencies ?? {}).filter((name) => name.startsWith('@lms/'))).toEqual([]);
    expect(packedManifest.private).toBeUndefined();
    expect(packedManifest.lms.kernelApi).toBe(JSON.parse(fs.readFileSync(path.join(SDK_DIR, 'package.json'), 'utf8')).lms.kernelApi);

    const importers = files
      .filter((file) => /\.(js|d\.ts)$/.test(file))
      .map((file) => ({ file, text: fs.readFileSync(path.join(packageDir, file), 'utf8') }));
    const workspaceImports = importers.filter(({ text }) => /from ["']@lms\//.test(text));
    expect(workspaceImports.map(({ file }) => file)).toEqual([]);
    // The kernel's files it loads by path: its migrations and its off-loop worker (sdk/scripts/kernelInTesting.ts).
    expect(files.filter((file) => file.startsWith(`${CORE_MIGRATIONS_FOLDER}/`))).toHaveLength(fs.readdirSync(path.join(SDK_DIR, '../core/migrations')).length);
    expect(files).toContain('core-offLoopWorker.js');
  });

  it('carries the kernel in the testing subpath only: no other subpath reaches kernel code or a package only the kernel uses', () => {
    const own = new Set(Object.keys(JSON.parse(fs.readFileSync(path.join(SDK_DIR, 'package.json'), 'utf8')).dependencies));
    const kernelOnly = Object.keys(kernelDependencies()).filter((name) => !own.has(name));
    const carriesKernel = (text: string) =>
      text.includes('class Kernel ') || kernelOnly.some((name) => new RegExp(`(from |import\\()["']${name.replace(/[/.]/g, '\\$&')}(/[^"']*)?["']`).test(text));
    const reached = (entry: string) => reachableFiles(packageDir, `${entry}.js`);
    expect(reached('testing').some((file) => carriesKernel(fs.readFileSync(path.join(packageDir, file), 'utf8')))).toBe(true);
    for (const entry of ENTRY_POINTS.filter((point) => point.name !== 'testing')) {
      const kernelFiles = reached(entry.name).filter((file) => carriesKernel(fs.readFileSync(path.join(packageDir, file), 'utf8')));
      expect(kernelFiles, entry.name).toEqual([]);
    }
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
