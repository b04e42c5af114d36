import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { LmsError, type AuditLog } from '@lms/sdk';
import type { SitePlugin, SitePluginPreview } from '@lms/sdk/calls';
import { migrateToLatest, type PluginEntry } from '@lms/core';
import { PluginArchiveError } from './PluginArchiveError.ts';
import { readPluginArchive, unpackPluginArchive } from './pluginArchive.ts';
import { importPluginServer } from './importPluginServer.ts';
import type { InstalledPluginList } from './InstalledPluginList.ts';
import { linkHostSdk } from './sdkLink.ts';
import { SITE_PLUGIN_ERRNOS } from './sitePluginErrnos.ts';

/** Who acts, and the kernel's database and audit log they act through. */
export interface InstallerContext {
  db: Knex;
  audit: AuditLog;
  actorId: string;
}

const refused = (error: unknown): never => {
  if (error instanceof PluginArchiveError) throw LmsError.declared(SITE_PLUGIN_ERRNOS, 'invalid-plugin', error.message);
  throw error;
};

/** The kernel's per-owner migration bookkeeping tables (core/src/database/migrations.ts). */
const migrationTables = (id: string) => {
  const table = `migrations_${id.replace(/[^a-z0-9_]/gi, '_')}`;
  return [table, `${table}_lock`];
};

/**
 * Installs, upgrades, enables, disables and removes plugin packages in the
 * plugins folder. It changes files and tables; the caller restarts the kernel
 * afterwards (`onChange`) so the change is live.
 */
export class PluginInstaller {
  constructor(
    readonly list: InstalledPluginList,
    /** Checks the new plugin's manifest with the site's others (ids, types, paths, reach); throws the first problem. */
    private readonly checkWithSite: (entry: PluginEntry) => void,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** What the package is and declares, read without running any of its code. */
  async preview(bytes: Buffer): Promise<SitePluginPreview> {
    const archive = await readPluginArchive(bytes).catch(refused);
    archive.dispose();
    return { ...archive.info, installed_version: this.list.find(archive.info.id)?.version ?? null };
  }

  /**
   * Checks the package, loads its server part from a staging folder, runs its
   * migrations in one transaction, then moves it in place and records it. A
   * failure at any step leaves the plugins folder and the database as they were.
   */
  async install(bytes: Buffer, context: InstallerContext): Promise<SitePlugin> {
    const scratch = await readPluginArchive(bytes).catch(refused);
    const { info } = scratch;
    scratch.dispose();
    const before = this.list.find(info.id) ?? null;
    linkHostSdk(this.list.directory);
    // Staged inside the plugins folder, so its `@lms/sdk` import finds the host's.
    const staging = path.join(this.list.directory, `.staging-${info.id}-${process.pid}`);
    fs.rmSync(staging, { recursive: true, force: true });
    try {
      const unpacked = await unpackPluginArchive(bytes, staging);
      const manifest = await importPluginServer(staging, unpacked.server, { id: info.id, integrity: info.integrity, componentTypes: info.contributes.componentTypes });
      try {
        this.checkWithSite({ manifest, reach: info.reach, source: info.package });
      } catch (error) {
        throw new PluginArchiveError(`Its manifest is refused: ${(error as Error).message}`);
      }
      if (manifest.migrations) await this.migrate(context.db, info.id, manifest.migrations, before === null);
      fs.writeFileSync(this.list.archiveOf(info.id), bytes);
      fs.rmSync(this.list.folderOf(info.id), { recursive: true, force: true });
      fs.renameSync(staging, this.list.folderOf(info.id));
    } catch (error) {
      fs.rmSync(staging, { recursive: true, force: true });
      return refused(error);
    }
    const installed: SitePlugin = { ...info, enabled: true, installed_at: this.now().toISOString() };
    this.list.put(installed);
    await context.db.transaction((trx) =>
      context.audit.record({ actorId: context.actorId, action: before ? 'plugins.upgrade' : 'plugins.install', subjectType: 'plugin', subjectId: info.id, before, after: installed }, trx),
    );
    return installed;
  }

  async setEnabled(id: string, enabled: boolean, context: InstallerContext): Promise<SitePlugin> {
    const before = this.found(id);
    const after = { ...before, enabled };
    this.list.put(after);
    await context.db.transaction((trx) =>
      context.audit.record({ actorId: context.actorId, action: enabled ? 'plugins.enable' : 'plugins.disable', subjectType: 'plugin', subjectId: id, before, after }, trx),
    );
    return after;
  }

  /** Removes its files and entry; with `drop`, also its declared tables and migration records, in one transaction with the audit entry. */
  async remove(id: string, tables: 'keep' | 'drop', context: InstallerContext): Promise<SitePlugin[]> {
    const before = this.found(id);
    await context.db.transaction(async (trx) => {
      if (tables === 'drop') {
        for (const table of [...before.reach.tables].reverse()) await trx.schema.dropTableIfExists(table);
        for (const table of migrationTables(id)) await trx.schema.dropTableIfExists(table);
      }
      await context.audit.record({ actorId: context.actorId, action: 'plugins.remove', subjectType: 'plugin', subjectId: id, before: { ...before, tables }, after: null }, trx);
    });
    this.list.delete(id);
    fs.rmSync(this.list.folderOf(id), { recursive: true, force: true });
    fs.rmSync(this.list.archiveOf(id), { force: true });
    return this.list.all();
  }

  private found(id: string) {
    const plugin = this.list.find(id);
    if (!plugin) throw new LmsError('not-found', 'No installed plugin has this id.');
    return plugin;
  }

  /**
   * knex runs a batch of pending migrations in one transaction; its bookkeeping
   * tables are made before it, so a first install that fails drops them too.
   */
  private async migrate(db: Knex, id: string, directory: string, firstInstall: boolean): Promise<void> {
    try {
      await migrateToLatest(db, [{ owner: id, directory }]);
    } catch (error) {
      if (firstInstall) for (const table of migrationTables(id)) await db.schema.dropTableIfExists(table);
      throw new PluginArchiveError(`Its migrations failed, and nothing was installed: ${(error as Error).message}`);
    }
  }
}
