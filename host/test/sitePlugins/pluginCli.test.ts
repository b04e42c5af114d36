import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/runCli.ts';
import { tallyPackage } from './packFixturePlugin.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-cli-plugins-'));
const lms = (...args: string[]) => runCli(args, { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', LMS_DATA_DIR: dataDir, INIT_CWD: dataDir });

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('npm run lms -- plugin-install, plugin-list, plugin-remove', () => {
  it('installs a package as a site administrator, lists it, and removes it with its tables', async () => {
    fs.writeFileSync(path.join(dataDir, 'tally.tgz'), await tallyPackage());
    expect((await lms('create-user', '--email', 'root@example.org', '--password', 'Long-enough-1', '--first', 'Ro', '--last', 'Ot', '--role', 'site-admin')).code).toBe(0);
    expect((await lms('create-user', '--email', 'teach@example.org', '--password', 'Long-enough-1', '--first', 'Te', '--last', 'Ach', '--role', 'instructor')).code).toBe(0);

    const refused = await lms('plugin-install', '--file', 'tally.tgz', '--by', 'teach@example.org');
    expect([refused.code, refused.stderr]).toEqual([2, expect.stringContaining('Error: --by must be the email of a site administrator')]);

    const installed = await lms('plugin-install', '--file', 'tally.tgz', '--by', 'root@example.org');
    expect(installed.stderr).toBe('');
    expect(installed.stdout).toContain('Installed lms-plugin-tally 1.0.0 (plugin "tally", sha512-');
    expect(installed.stdout).toContain('It reaches: tables tally_marks; services none; hosts none.');
    expect((await lms('plugin-list')).stdout).toMatch(/^tally\tlms-plugin-tally@1\.0\.0\tenabled\tsha512-/);

    const removed = await lms('plugin-remove', '--id', 'tally', '--tables', 'drop', '--by', 'root@example.org');
    expect(removed.stdout).toContain('Removed plugin "tally" and its tables.');
    expect((await lms('plugin-list')).stdout).toBe('No plugin has been installed from a package.');
  }, 240_000);
});
