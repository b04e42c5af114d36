import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices } from '@lms/sdk';
import { ask, createTestKernel, ledgerAttempts, testSockets, type TestKernel } from '@lms/sdk/testing';
import { Kernel } from '@lms/core';
import { InstalledPluginList } from '../../src/plugins/installed/InstalledPluginList.ts';
import { PluginInstaller } from '../../src/plugins/installed/PluginInstaller.ts';
import { bootSitePlugins } from '../../src/plugins/installed/bootSitePlugins.ts';
import { childEnv, packedSdk } from '../../../sdk/test/package/packedSdk.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const EXAMPLE = path.join(ROOT, 'examples/poll');
const run = promisify(execFile);

let scratch: string;
let exampleTests: { stdout: string; code?: number };
let archive: Buffer;
let installer: PluginInstaller;
let installing: TestKernel;
let running: TestKernel;
const sockets = testSockets();

/** A child's output on failure, for the assertion's message. */
const output = (failure: { stdout?: string; stderr?: string }) => `${failure.stdout ?? ''}${failure.stderr ?? ''}`;

/**
 * Issue 25 item 5: the SDK is built and packed as it is published (once per run: packedSdk); the
 * example is copied outside the repository as its author has it, gets that tarball as its
 * @lms/sdk through npm install, passes its own npm test (type check, then its tests on the
 * packed SDK's kernel harness), builds with its own script and is packed by npm; the package is
 * installed as an administrator installs one, then driven.
 */
beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-poll-example-'));
  const sdkTarball = path.join(scratch, path.basename((await packedSdk()).tarball));
  fs.copyFileSync((await packedSdk()).tarball, sdkTarball);
  const example = path.join(scratch, 'poll');
  for (const part of ['src', 'migrations', 'scripts', 'test', 'tsconfig.json']) fs.cpSync(path.join(EXAMPLE, part), path.join(example, part), { recursive: true });
  const manifest = JSON.parse(fs.readFileSync(path.join(EXAMPLE, 'package.json'), 'utf8'));
  manifest.devDependencies['@lms/sdk'] = `file:../${path.basename(sdkTarball)}`;
  fs.writeFileSync(path.join(example, 'package.json'), JSON.stringify(manifest, null, 2));

  // npm's cache first; the registry for what it lacks. The project's own package comes from the tarball only.
  const install = await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: example, env: childEnv() }).catch((failure) => failure);
  expect(install.code ?? 0, output(install)).toBe(0);
  exampleTests = await run('npm', ['test'], { cwd: example, env: childEnv() }).catch((failure) => failure);
  expect(exampleTests.code ?? 0, output(exampleTests)).toBe(0);
  await run('npm', ['run', 'build'], { cwd: example, env: childEnv() });
  const packed = await run('npm', ['pack', '--pack-destination', scratch, '--json', '--ignore-scripts'], { cwd: example, env: childEnv() });
  archive = fs.readFileSync(path.join(scratch, (JSON.parse(packed.stdout) as [{ filename: string }])[0].filename));

  installing = await createTestKernel();
  installer = new PluginInstaller(new InstalledPluginList(path.join(scratch, 'plugins')), (entry) => Kernel.loadRegistry([entry]));
}, 300_000);

afterAll(async () => {
  sockets.closeAll();
  await running?.close();
  await installing?.close();
  // The example's node_modules (the SDK's dependencies, the kernel's among them) take a while to remove on a busy machine.
  if (scratch) await fs.promises.rm(scratch, { recursive: true, force: true });
}, 180_000);

describe('the poll example, packed and installed as a site administrator installs it', () => {
  it("passes its own tests on the packed SDK's kernel harness", () => {
    expect(exampleTests.stdout).toMatch(/Tests\s+4 passed \(4\)/);
  });

  it('is read before installing: its declared reach', async () => {
    const preview = await installer.preview(archive);
    expect(preview).toMatchObject({ id: 'poll', package: 'lms-plugin-poll', version: '1.0.0', reach: { tables: ['poll_votes'], services: ['components', 'grading'], network: [] }, contributes: { componentTypes: ['poll'] } });
  });

  it('installs: its table made by its migration, its web part served', async () => {
    const admin = await installing.createUser('instructor', { administrator: 3 });
    await installer.install(archive, { db: installing.kernel.knex, audit: installing.kernel.resolve(coreServices.auditLog), actorId: admin.id });
    expect(await installing.kernel.knex.schema.hasTable('poll_votes')).toBe(true);
    const site = await bootSitePlugins(installer.list, []);
    expect(site.refused).toEqual([]);
    expect(site.web.entries()).toEqual([
      { id: 'poll', package: 'lms-plugin-poll', entry: expect.stringMatching(/^\/plugin-assets\/poll\/[0-9a-f]{24}\/index\.js$/), contributes: { componentTypes: ['poll'], screens: [] } },
    ]);
    running = await createTestKernel({ plugins: site.entries });
  });

  it('an instructor adds a poll, two students answer, the class sees the counts live, the ledger has a point each', async () => {
    const instructor = await running.createUser('instructor');
    const [ann, bob] = [await running.createUser('student'), await running.createUser('student')];
    const course = await running.createCourse({ instructor, students: [ann, bob] });
    const { courseId, lessonId, pageId } = course.first;
    const teacher = await running.loginAs(instructor);
    const created = await teacher.post(`components/${courseId}/${lessonId}/${pageId}/new/`, { type: 'poll', config: { question: ' Tea or coffee? ', options: ['Tea', 'Coffee'] } });
    expect(created.status).toBe(201);
    const componentId = (created.body as { _id: string })._id;
    const place = `${courseId}/${lessonId}/${pageId}/${componentId}`;

    const watcher = await sockets.connect(running, teacher);
    expect(await ask(watcher, 'poll:watch', { courseId, componentId })).toMatchObject({ ok: true });
    const live: number[][] = [];
    watcher.on('poll:results', (payload: { counts: number[] }) => live.push(payload.counts));

    const annClient = await running.loginAs(ann);
    const bobClient = await running.loginAs(bob);
    expect((await annClient.post(`poll/vote/${place}`, { option: 0 })).body).toEqual({ counts: [1, 0], mine: 0 });
    expect((await bobClient.post(`poll/vote/${place}`, { option: 1 })).body).toEqual({ counts: [1, 1], mine: 1 });
    expect((await bobClient.post(`poll/vote/${place}`, { option: 0 })).body).toEqual({ counts: [2, 0], mine: 0 });
    expect((await annClient.post(`poll/vote/${place}`, { option: 5 })).status).toBe(422);
    await expect.poll(() => live).toEqual([[1, 0], [1, 1], [2, 0]]);

    for (const student of [ann, bob]) {
      const attempts = await ledgerAttempts(running, componentId, student.id);
      expect(attempts.map((attempt) => attempt.score)).toEqual([1]);
    }
  });
});
