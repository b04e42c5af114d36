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
import { packedSdk } from '../../../sdk/test/package/packedSdk.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SDK_DIR = path.join(ROOT, 'sdk');
const EXAMPLE = path.join(ROOT, 'examples/poll');
const run = promisify(execFile);
const env = { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_OPTIONS')), NO_COLOR: '1' };

let scratch: string;
let archive: Buffer;
let installer: PluginInstaller;
let installing: TestKernel;
let running: TestKernel;
const sockets = testSockets();

/**
 * Issue 25 item 5: the SDK is built and packed as it is published (once per run: packedSdk); the
 * example, outside the workspaces, gets that tarball as its @lms/sdk,
 * type-checks against it, builds with its own script and is packed by npm;
 * the package is installed as an administrator installs one, then driven.
 */
beforeAll(async () => {
  fs.mkdirSync(path.join(SDK_DIR, 'scratch'), { recursive: true });
  scratch = fs.mkdtempSync(path.join(SDK_DIR, 'scratch/poll-example-'));
  const sdkTarball = (await packedSdk()).tarball;
  const sdkInExample = path.join(EXAMPLE, 'node_modules/@lms/sdk');
  fs.rmSync(sdkInExample, { recursive: true, force: true });
  fs.mkdirSync(sdkInExample, { recursive: true });
  await run('tar', ['-xzf', sdkTarball, '-C', sdkInExample, '--strip-components=1'], { env });
  await run(path.join(ROOT, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], { cwd: EXAMPLE, env });
  await run(process.execPath, ['scripts/build.mjs'], { cwd: EXAMPLE, env });
  const packed = await run('npm', ['pack', '--pack-destination', scratch, '--json', '--ignore-scripts'], { cwd: EXAMPLE, env });
  archive = fs.readFileSync(path.join(scratch, (JSON.parse(packed.stdout) as [{ filename: string }])[0].filename));

  installing = await createTestKernel();
  installer = new PluginInstaller(new InstalledPluginList(path.join(scratch, 'plugins')), (entry) => Kernel.loadRegistry([entry]));
}, 300_000);

afterAll(async () => {
  sockets.closeAll();
  await running?.close();
  await installing?.close();
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

describe('the poll example, packed and installed as a site administrator installs it', () => {
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
