import fs from 'node:fs';
import path from 'node:path';
import send from 'koa-send';
import type { Middleware } from 'koa';
import type { SitePlugin, SitePluginWebEntry } from '@lms/sdk/calls';
import type { InstalledPluginList } from './InstalledPluginList.ts';

export const PLUGIN_ASSETS_PREFIX = '/plugin-assets/';

/** The hash part of an asset address: the archive's integrity, so a new version is a new address (cached for a year). */
function contentHash(plugin: SitePlugin): string {
  return Buffer.from(plugin.integrity.slice('sha512-'.length), 'base64').subarray(0, 12).toString('hex');
}

/** What the host serves of the running installed plugins: each one's web folder (its entry's folder). */
export class PluginWebAssets {
  private readonly served = new Map<string, { hash: string; folder: string; entry: SitePluginWebEntry }>();

  constructor(list: InstalledPluginList, running: readonly SitePlugin[]) {
    for (const plugin of running) {
      const manifestFile = path.join(list.folderOf(plugin.id), 'package.json');
      const web = (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { lms?: { web?: string } }).lms?.web;
      if (!web) continue;
      const file = path.resolve(list.folderOf(plugin.id), web);
      const hash = contentHash(plugin);
      const entry = `${PLUGIN_ASSETS_PREFIX}${plugin.id}/${hash}/${path.basename(file)}`;
      this.served.set(plugin.id, { hash, folder: path.dirname(file), entry: { id: plugin.id, package: plugin.package, entry, contributes: plugin.contributes } });
    }
  }

  entries(): SitePluginWebEntry[] {
    return [...this.served.values()].map((served) => served.entry);
  }

  /** Serves /plugin-assets/<id>/<hash>/<file>; any other path goes on to the web app. */
  middleware(): Middleware {
    return async (ctx, next) => {
      if (!ctx.path.startsWith(PLUGIN_ASSETS_PREFIX)) return next();
      const [id, hash, ...rest] = ctx.path.slice(PLUGIN_ASSETS_PREFIX.length).split('/');
      const served = id ? this.served.get(id) : undefined;
      if (!served || hash !== served.hash || rest.length === 0 || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) {
        ctx.status = 404;
        return;
      }
      ctx.set('X-Content-Type-Options', 'nosniff');
      try {
        await send(ctx, rest.join('/'), { root: served.folder, immutable: true, maxage: 365 * 24 * 3600 * 1000 });
      } catch {
        ctx.status = 404;
      }
    };
  }
}
