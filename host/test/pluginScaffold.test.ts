import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { SDK_VERSION } from '@lms/sdk';
import { runCli } from '../src/cli/runCli.ts';
import { createWebPluginRegistry } from '../web/src/plugins/webPluginRegistry.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = path.join(ROOT, 'node_modules/.bin');
const run = promisify(execFile);
const made: string[] = [];

afterAll(() => {
  for (const folder of made) fs.rmSync(folder, { recursive: true, force: true });
});

/** A folder name nobody has: a dot folder, so the repository's own type check and test globs leave it alone. */
function scratch(parent: string): string {
  const folder = path.join(parent, `.scaffold-test-${randomBytes(4).toString('hex')}`);
  made.push(folder);
  return folder;
}

function listFiles(folder: string): string[] {
  return fs.globSync('**/*', { cwd: folder, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name))).sort();
}

/** The environment of a nested tool: this run's own (DATABASE_URL, LMS_TEST_RUN...) without vitest's worker variables or colours. */
function childEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_OPTIONS'));
  return { ...env, NO_COLOR: '1', FORCE_COLOR: '0' };
}

describe('npm run lms -- plugin new', () => {
  it('writes a plugin that passes the type check and its own test on the SDK harness', async () => {
    const folder = scratch(path.join(ROOT, 'plugins'));
    const outcome = await runCli(['plugin', 'new', 'tip_card', '--dir', folder]);
    expect(outcome.stderr).toBe('');
    expect(outcome.stdout).toContain(`Created plugin "tip-card" (@lms/plugin-tip-card) in ${folder}`);
    const files = listFiles(folder);
    expect(files).toEqual([
      'README.md',
      expect.stringMatching(/^migrations\/\d{14}_tip_card_notes\.ts$/),
      'package.json',
      'src/schemas/tipCardConfig.ts',
      'src/server/index.ts',
      'src/server/tipCardComponentType.ts',
      'src/web/OverviewScreen.tsx',
      'src/web/TipCardEditor.tsx',
      'src/web/TipCardView.tsx',
      'src/web/index.tsx',
      'src/web/routes.ts',
      'test/tipCardComponent.test.ts',
    ]);
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8'));
    expect(manifest).toMatchObject({ name: '@lms/plugin-tip-card', dependencies: { '@lms/sdk': SDK_VERSION }, lms: { server: './src/server/index.ts', web: './src/web/index.tsx' } });
    expect(fs.readFileSync(path.join(folder, 'src/server/index.ts'), 'utf8')).toContain("definePlugin({\n  id: 'tip-card'");
    expect(fs.readFileSync(path.join(folder, 'src/web/index.tsx'), 'utf8')).toContain("screens: { 'tip-card.overview'");
    expect(fs.readFileSync(path.join(folder, 'README.md'), 'utf8')).toMatch(/## Develop[\s\S]*## Test[\s\S]*## Install/);
    // The shell's start-up check takes its web manifest: the screen's route, on the course menu.
    const web = (await import(path.join(folder, 'src/web/index.tsx'))).default;
    const registry = createWebPluginRegistry([web]);
    expect(registry.route('tip-card.overview')?.path).toBe('/:courseId/tip-card');
    expect(registry.screen('tip-card.overview')).toBeDefined();
    expect(registry.courseMenu.map((entry) => [entry.route, entry.label])).toEqual([['tip-card.overview', 'Tip card']]);

    // The repository's type check skips dot folders: check the generated files with its compiler options.
    const sources = files.filter((file) => /\.tsx?$/.test(file));
    const stylesheets = path.relative(folder, path.join(ROOT, 'sdk/src/web/ui/stylesheets.d.ts'));
    fs.writeFileSync(path.join(folder, 'tsconfig.check.json'), JSON.stringify({ extends: path.relative(folder, path.join(ROOT, 'tsconfig.base.json')), files: [stylesheets, ...sources] }));
    const [typeCheck, ownTest] = await Promise.allSettled([
      run(path.join(BIN, 'tsc'), ['-p', path.join(folder, 'tsconfig.check.json'), '--noEmit'], { cwd: ROOT, env: childEnv() }),
      run(path.join(BIN, 'vitest'), ['run', '--root', folder, '--reporter', 'dot'], { cwd: ROOT, env: childEnv() }),
    ]);
    const failure = (result: PromiseSettledResult<{ stdout: string }>) => (result.status === 'rejected' ? `${result.reason.stdout ?? ''}${result.reason.stderr ?? result.reason}` : '');
    expect(typeCheck.status, failure(typeCheck)).toBe('fulfilled');
    expect(ownTest.status, failure(ownTest)).toBe('fulfilled');
    expect(ownTest.status === 'fulfilled' && ownTest.value.stdout).toMatch(/Tests\s+2 passed/);
  }, 90_000);

  it('writes into a folder outside the repository, relative to where npm was started', async () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-scaffold-'));
    made.push(base);
    const outcome = await runCli(['plugin', 'new', 'poll', '--dir', 'my-poll'], { INIT_CWD: base });
    expect(outcome.code, outcome.stderr).toBe(0);
    expect(JSON.parse(fs.readFileSync(path.join(base, 'my-poll/package.json'), 'utf8')).name).toBe('lms-plugin-poll');
  });

  it('refuses a name that is no lowercase identifier, or a folder that exists, and writes nothing', async () => {
    for (const name of ['Tip', 'tip-card', '1tip', 't', '../tip', 'tip card']) {
      const folder = scratch(os.tmpdir());
      const outcome = await runCli(['plugin', 'new', name, '--dir', folder]);
      expect(outcome).toEqual({ code: 1, stdout: '', stderr: `Error: "${name}" is not a plugin name: use 2 to 40 lowercase letters, digits and _, starting with a letter (e.g. tip_card).` });
      expect(fs.existsSync(folder)).toBe(false);
    }
    const pluginsBefore = fs.readdirSync(path.join(ROOT, 'plugins/picture'), { recursive: true });
    const taken = await runCli(['plugin', 'new', 'picture']);
    expect(taken).toEqual({ code: 1, stdout: '', stderr: `Error: ${path.join(ROOT, 'plugins/picture')} already exists: choose another name or --dir.` });
    expect(fs.readdirSync(path.join(ROOT, 'plugins/picture'), { recursive: true })).toEqual(pluginsBefore);
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-scaffold-'));
    made.push(empty);
    expect((await runCli(['plugin', 'new', 'poll', '--dir', empty])).code).toBe(1);
    expect(fs.readdirSync(empty)).toEqual([]);
    expect((await runCli(['plugin', 'new'])).code).toBe(2);
  });
});
