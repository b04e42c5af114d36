import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices } from '@lms/sdk';
import { createTestKernel, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { Kernel } from '@lms/core';
import { InstalledPluginList } from '../../src/plugins/installed/InstalledPluginList.ts';
import { PluginInstaller, type InstallerContext } from '../../src/plugins/installed/PluginInstaller.ts';
import { bootSitePlugins } from '../../src/plugins/installed/bootSitePlugins.ts';
import { tallyPackage } from './packFixturePlugin.ts';

let tk: TestKernel;
let admin: TestUser;
let directory: string;
let list: InstalledPluginList;
let installer: PluginInstaller;
let context: InstallerContext;

const hasTable = (name: string) => tk.kernel.knex.schema.hasTable(name);
const auditActions = async () => (await tk.kernel.resolve(coreServices.auditLog).list({ limit: 50 })).filter((entry) => entry.subjectType === 'plugin').map((entry) => `${entry.action} ${entry.subjectId}`);

beforeAll(async () => {
  tk = await createTestKernel();
  admin = await tk.createUser('instructor', { administrator: 3 });
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-plugins-'));
  list = new InstalledPluginList(directory);
  installer = new PluginInstaller(list, (entry) => Kernel.loadRegistry([entry]));
  context = { db: tk.kernel.knex, audit: tk.kernel.resolve(coreServices.auditLog), actorId: admin.id };
});
afterAll(async () => {
  await tk?.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

describe('installing a plugin package', () => {
  it('refuses a package that is not for this site, and leaves nothing behind', async () => {
    await expect(installer.install(Buffer.from('not an archive'), context)).rejects.toThrow('This is not an npm package archive (.tgz made by npm pack).');
    await expect(installer.install(await tallyPackage({ kernel: '^2' }), context)).rejects.toThrow('This plugin needs kernel API ^2; this site offers 1.0.0.');
    await expect(installer.install(await tallyPackage({ id: 'counter' }), context)).rejects.toThrow('Its server part is plugin "counter", but package.json "lms.id" says "tally".');
    await expect(installer.install(await tallyPackage({ reach: { tables: ['users'] } }), context)).rejects.toThrow('Its declared reach is wrong: reach.tables: "users" is not one of its own tables (they start with "tally_").');
    const screensField = 'package.json "lms.contributes.screens"';
    await expect(installer.install(await tallyPackage({ screens: ['tally'] }), context)).rejects.toThrow(`${screensField}: "tally" is not a route path like "/:courseId/poll-results" or "/poll-results".`);
    await expect(installer.install(await tallyPackage({ screens: ['/tally/:courseId'] }), context)).rejects.toThrow(
      `${screensField}: "/tally/:courseId" must start with /:courseId/ (a course's screen) or not name :courseId at all (a site-wide screen).`,
    );
    await expect(installer.install(await tallyPackage({ screens: ['/tally', '/tally'] }), context)).rejects.toThrow(`${screensField} lists "/tally" twice.`);
    await expect(installer.install(await tallyPackage({ screens: '/tally' }), context)).rejects.toThrow(`${screensField} must be a list of strings.`);
    await expect(installer.install(await tallyPackage({ path: 'courses/all' }), context)).rejects.toThrow(/Its manifest is refused: .*"courses\/all" is outside the plugin's own prefix "tally\/"/);
    await expect(installer.install(await tallyPackage({ failingMigration: true }), context)).rejects.toThrow('Its migrations failed, and nothing was installed: the second step broke');
    expect(await hasTable('tally_marks')).toBe(false);
    expect(await hasTable('migrations_tally')).toBe(false);
    expect(fs.readdirSync(directory).filter((name) => name !== 'node_modules')).toEqual([]);
    expect(list.all()).toEqual([]);
  });

  it('shows what a package declares before installing it, without installing anything', async () => {
    const preview = await installer.preview(await tallyPackage());
    expect(preview).toMatchObject({
      id: 'tally',
      package: 'lms-plugin-tally',
      version: '1.0.0',
      kernel: '^1',
      installed_version: null,
      reach: { tables: ['tally_marks'], services: [], network: [] },
      contributes: { componentTypes: [], screens: ['/:courseId/tally', '/tally-totals'] },
    });
    expect(preview.integrity).toMatch(/^sha512-/);
    expect(list.all()).toEqual([]);
  });

  it('installs it: migrated, recorded with its integrity, audited, then loaded with its reach enforced', async () => {
    const archive = await tallyPackage();
    const installed = await installer.install(archive, context);
    expect(installed).toMatchObject({ id: 'tally', version: '1.0.0', enabled: true });
    expect(Number((await tk.kernel.knex('tally_marks').count({ n: '*' }))[0]!.n)).toBe(2);
    expect(list.find('tally')?.integrity).toBe(installed.integrity);
    expect(await auditActions()).toContain('plugins.install tally');

    const site = await bootSitePlugins(list, []);
    expect(site.refused).toEqual([]);
    // The shell gets what the package declared with its web entry, and holds the web part to it (loadWebPlugins).
    expect(site.web.entries()).toEqual([
      { id: 'tally', package: 'lms-plugin-tally', entry: expect.stringMatching(/^\/plugin-assets\/tally\/[0-9a-f]{24}\/index\.js$/), contributes: { componentTypes: [], screens: ['/:courseId/tally', '/tally-totals'] } },
    ]);
    const running = await createTestKernel({ plugins: site.entries });
    try {
      const visitor = running.client();
      expect(await visitor.get('tally/count')).toMatchObject({ status: 200, body: { count: 2 } });
      expect((await visitor.get('tally/users')).status).toBe(500);
    } finally {
      await running.close();
    }
  });

  it('refuses to load an archive changed since it was installed', async () => {
    const file = list.archiveOf('tally');
    const original = fs.readFileSync(file);
    fs.writeFileSync(file, await tallyPackage({ version: '1.0.1' }));
    try {
      const site = await bootSitePlugins(list, []);
      expect(site.entries).toEqual([]);
      expect(site.refused).toEqual([{ id: 'tally', reason: expect.stringContaining('changed since it was installed') }]);
    } finally {
      fs.writeFileSync(file, original);
    }
  });

  it('upgrades it, disables it (not loaded, data kept), and removes it with its tables', async () => {
    const upgraded = await installer.install(await tallyPackage({ version: '1.1.0' }), context);
    expect(upgraded.version).toBe('1.1.0');
    await installer.setEnabled('tally', false, context);
    expect((await bootSitePlugins(list, [])).entries).toEqual([]);
    expect(await hasTable('tally_marks')).toBe(true);
    await installer.remove('tally', 'drop', context);
    expect(await hasTable('tally_marks')).toBe(false);
    expect(list.all()).toEqual([]);
    expect(fs.existsSync(list.folderOf('tally'))).toBe(false);
    expect((await auditActions()).slice(0, 3)).toEqual(['plugins.remove tally', 'plugins.disable tally', 'plugins.upgrade tally']);
  });
});
