import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { childEnv, packedSdk } from '../../sdk/test/package/packedSdk.ts';
import { runCli } from '../src/cli/runCli.ts';
import { readPluginArchive } from '../src/plugins/installed/pluginArchive.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);
let base: string | undefined;

// The plugin's node_modules (the SDK's dependencies, the kernel's among them) take a while to remove on a busy machine.
afterAll(async () => {
  if (base) await fs.promises.rm(base, { recursive: true, force: true });
}, 180_000);

/** A child's output on failure, for the assertion's message. */
const output = (failure: { stdout?: string; stderr?: string }) => `${failure.stdout ?? ''}${failure.stderr ?? ''}`;

/**
 * Issue 25 item 2: in an empty folder outside the repository with only the packed SDK (this run's,
 * shared with the package tests), the scaffold's plugin installs from npm and passes its own
 * `npm test` (type check and tests); its packed package is one a site accepts.
 */
describe('npm run lms -- plugin new, outside the repository', () => {
  it('writes a plugin package whose npm install && npm test pass on the packed SDK alone, and which packs into an installable package', async () => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-scaffold-package-'));
    const sdkTarball = path.join(base, path.basename((await packedSdk()).tarball));
    fs.copyFileSync((await packedSdk()).tarball, sdkTarball);
    const folder = path.join(base, 'tip-card');

    const outcome = await runCli(['plugin', 'new', 'tip_card', '--dir', 'tip-card', '--sdk', path.basename(sdkTarball)], { INIT_CWD: base });
    expect(outcome.stderr).toBe('');
    expect(outcome.code).toBe(0);
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8'));
    expect(manifest).toMatchObject({
      name: 'lms-plugin-tip-card',
      devDependencies: { '@lms/sdk': `file:../${path.basename(sdkTarball)}` },
      lms: { id: 'tip-card', server: './dist/lib/server/index.js', reach: { tables: ['tip_card_notes'] }, contributes: { componentTypes: ['tip_card'], screens: ['/:courseId/tip-card'] } },
    });
    expect(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter((name: string) => name.startsWith('@lms/'))).toEqual(['@lms/sdk']);
    // The build script is the example's own.
    expect(fs.readFileSync(path.join(folder, 'scripts/build.mjs'), 'utf8')).toBe(fs.readFileSync(path.join(ROOT, 'examples/poll/scripts/build.mjs'), 'utf8'));

    // npm's cache first; the registry for what it lacks. The project's own package comes from the tarball only.
    const install = await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: folder, env: childEnv() }).catch((failure) => failure);
    expect(install.code ?? 0, output(install)).toBe(0);
    expect(fs.readdirSync(path.join(folder, 'node_modules/@lms'))).toEqual(['sdk']);

    const ownTest = await run('npm', ['test'], { cwd: folder, env: childEnv() }).catch((failure) => failure);
    expect(ownTest.code ?? 0, output(ownTest)).toBe(0);
    expect(ownTest.stdout).toMatch(/Tests\s+7 passed/);

    // The packed harness's kernel also starts its off-loop worker from the package: a plugin's job runs in a worker thread.
    fs.writeFileSync(path.join(folder, 'threadJob.ts'), "import { isMainThread } from 'node:worker_threads';\nexport const whereRun = (input: string): string => `${input} ${isMainThread ? 'main' : 'worker'}`;\n");
    const probe = `
      import { createTestKernel } from '@lms/sdk/testing';
      import { offLoopJob } from '@lms/sdk';
      const tk = await createTestKernel({ listen: false });
      const whereRun = offLoopJob(new URL('./threadJob.ts', import.meta.url).href, 'whereRun', { deadlineMs: 30000 });
      console.log(await whereRun('ran in'));
      await tk.close();`;
    const offLoop = await run(process.execPath, ['--input-type=module', '-e', probe], { cwd: folder, env: { ...childEnv(), LMS_TEST_DATABASE: 'pglite' }, timeout: 120_000 }).catch((failure) => failure);
    expect(offLoop.code ?? 0, output(offLoop)).toBe(0);
    expect(offLoop.stdout.trim()).toBe('ran in worker');
    fs.rmSync(path.join(folder, 'threadJob.ts'));

    const packed = await run('npm', ['run', 'pack:plugin', '--', '--json'], { cwd: folder, env: childEnv() }).catch((failure) => failure);
    expect(packed.code ?? 0, output(packed)).toBe(0);
    const archive = await readPluginArchive(fs.readFileSync(path.join(folder, 'lms-plugin-tip-card-0.1.0.tgz')));
    try {
      expect(archive.info).toMatchObject({ id: 'tip-card', version: '0.1.0', reach: { tables: ['tip_card_notes'], services: [], network: [] } });
      expect(archive.web).toBe('dist/web/index.js');
      expect(fs.readdirSync(path.join(archive.directory, 'dist/migrations'))).toEqual([expect.stringMatching(/^\d{14}_tip_card_notes\.js$/)]);
    } finally {
      archive.dispose();
    }
  }, 600_000);
});
