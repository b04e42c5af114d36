import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

function startWith(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(tsx, [path.join(root, 'host/src/server/main.ts')], {
    env: { ...process.env, LMS_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'lms-start-')), PORT: '0', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
}

function configListing(plugins: string[]): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lms-config-')), 'lms.config.json');
  fs.writeFileSync(file, JSON.stringify({ plugins }));
  return file;
}

describe('start-up', () => {
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

  it('refuses a bad PORT', async () => {
    const { code, stderr } = await startWith({ PORT: 'eighty' });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe('Start-up failed: PORT must be a port number, got "eighty"');
  });
});
