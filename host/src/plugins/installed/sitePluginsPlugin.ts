import { coreServices, defineRoute, definePlugin } from '@lms/sdk';
import type { SitePluginWebEntry } from '@lms/sdk/calls';
import { installSitePlugin, listSitePluginWeb, listSitePlugins, previewSitePlugin, removeSitePlugin, setSitePluginEnabled } from '@lms/sdk/calls';
import type { PluginInstaller } from './PluginInstaller.ts';
import { readUploadedArchive } from './readUploadedArchive.ts';
import { SITE_PLUGIN_ERRNOS } from './sitePluginErrnos.ts';

const deps = { db: coreServices.database, audit: coreServices.auditLog };
const uploads = { bucket: 'uploads', key: 'user', points: 30, durationSeconds: 60 } as const;

/**
 * The host's own plugin behind /administrator/plugins: site administrators
 * read, install, enable, disable and remove plugin packages. The host owns
 * the plugins folder and the process, so these calls are the host's; each
 * change is audited and then made live by `restart` (a graceful restart of
 * the kernel, run once the answer is sent).
 */
export function sitePluginsPlugin(installer: PluginInstaller, restart: () => void, webEntries: () => SitePluginWebEntry[]) {
  return definePlugin({
    id: 'site-plugins',
    version: '1.0.0',
    kernel: '^1',
    errors: SITE_PLUGIN_ERRNOS,
    routes: [
      defineRoute(listSitePluginWeb, { permission: 'public', handler: async () => ({ plugins: webEntries() }) }),
      defineRoute(listSitePlugins, { permission: 'site-admin', handler: async () => ({ plugins: installer.list.all() }) }),
      defineRoute(previewSitePlugin, {
        permission: 'site-admin',
        streamBody: true,
        rateLimit: uploads,
        handler: async ({ rawBody }) => installer.preview(await readUploadedArchive(rawBody!)),
      }),
      defineRoute(installSitePlugin, {
        permission: 'site-admin',
        streamBody: true,
        rateLimit: uploads,
        deps,
        handler: async ({ rawBody, user, reply, deps }) => {
          const installed = await installer.install(await readUploadedArchive(rawBody!), { ...deps, actorId: user!.id });
          reply.status(201);
          restart();
          return installed;
        },
      }),
      defineRoute(setSitePluginEnabled, {
        permission: 'site-admin',
        deps,
        handler: async ({ params, body, user, deps }) => {
          const plugin = await installer.setEnabled(params.plugin, body.enabled, { ...deps, actorId: user!.id });
          restart();
          return plugin;
        },
      }),
      defineRoute(removeSitePlugin, {
        permission: 'site-admin',
        deps,
        handler: async ({ params, body, user, deps }) => {
          const plugins = await installer.remove(params.plugin, body.tables, { ...deps, actorId: user!.id });
          restart();
          return { plugins };
        },
      }),
    ],
  });
}
