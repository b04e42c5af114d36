import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TestClient } from '@lms/sdk/testing';
import { kernelConfigFromEnv } from '@lms/core';
import { withPublicUrl } from '../src/server/startServer.ts';
import { runEntry, SERVER_ENTRY, startServerProcess, type Run } from './support/hostProcess.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

function startWith(env: Record<string, string>): Promise<Run> {
  return runEntry(SERVER_ENTRY, [], { LMS_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'lms-start-')), PORT: '0', ...env });
}

function configListing(plugins: string[]): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lms-config-')), 'lms.config.json');
  fs.writeFileSync(file, JSON.stringify({ plugins }));
  return file;
}

describe('start-up', () => {
  it('prints the demo logins and keeps the data on a second start', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-restart-'));
    const first = await startServerProcess({ LMS_DATA_DIR: dataDir }, 'Demo course:');
    expect(first.output()).toMatch(/student1@demo\.lms\s+LearnDemo-2026\s+\(student\)/);
    const client = new TestClient(first.url);
    await client.login('student1@demo.lms', 'LearnDemo-2026');
    const courseId = (await client.get('courses/')).body.courses[0]._id as string;
    await first.stop();
    expect(fs.existsSync(path.join(dataDir, 'lms.lock'))).toBe(false);

    const second = await startServerProcess({ LMS_DATA_DIR: dataDir }, 'Demo course:');
    expect(second.output()).toContain(`Demo course: ${second.url.replace('127.0.0.1', 'localhost')}/${courseId}`);
    const again = new TestClient(second.url);
    await again.login('student1@demo.lms', 'LearnDemo-2026');
    expect((await again.get('courses/')).body.courses.map((c: { _id: string }) => c._id)).toEqual([courseId]);
    await second.stop();
  }, 90_000);

  it('stops with one line naming plugin and field when a manifest is wrong', async () => {
    const { code, stderr } = await startWith({ LMS_CONFIG: configListing([path.join(here, 'fixtures/bad-plugin')]) });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^Start-up failed: Plugin "bad-plugin": componentTypes\[0\]\.configSchema: schema does not compile: /);
  });

  it('stops with one line when a listed plugin is not installed', async () => {
    const { code, stderr } = await startWith({ LMS_CONFIG: configListing(['@lms/plugin-nowhere']) });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe('Start-up failed: Plugin package "@lms/plugin-nowhere" is not installed (npm install @lms/plugin-nowhere), or does not export ./package.json');
  });

  it('refuses to start in production (LMS_DEMO=off) without LMS_PUBLIC_URL, the only base of mailed links', async () => {
    const { code, stderr } = await startWith({ LMS_DEMO: 'off', LMS_PUBLIC_URL: '' });
    expect(code).toBe(1);
    expect(stderr.trim()).toMatch(/^Start-up failed: LMS_PUBLIC_URL must be set when LMS_DEMO=off/);
  });

  it('defaults LMS_PUBLIC_URL to http://localhost:PORT in demo mode only', () => {
    const config = kernelConfigFromEnv({});
    expect(withPublicUrl(config, true, 3000).publicUrl).toBe('http://localhost:3000');
    expect(withPublicUrl(config, true, 0).publicUrl).toBeNull();
    expect(withPublicUrl({ ...config, publicUrl: 'https://learn.example.org' }, false, 3000).publicUrl).toBe('https://learn.example.org');
    expect(() => withPublicUrl(config, false, 3000)).toThrow(/^LMS_PUBLIC_URL must be set when LMS_DEMO=off/);
  });

  it('refuses a bad PORT', async () => {
    const { code, stderr } = await startWith({ PORT: 'eighty' });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe('Start-up failed: PORT must be a port number, got "eighty"');
  });
});
