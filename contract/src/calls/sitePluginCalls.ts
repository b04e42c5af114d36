import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call.ts';

/** What an installed plugin declared it will reach (its package.json `lms.reach`), shown before it is installed. */
export const SitePluginReachSchema = Type.Object({
  tables: Type.Array(Type.String()),
  services: Type.Array(Type.String()),
  network: Type.Array(Type.String()),
});

/**
 * What a plugin package says its web part adds (package.json `lms.contributes`): its component
 * types, and the route paths of its screens: `/:courseId/...` for a course's screen, a path
 * without `:courseId` for a site-wide one. The shell mounts and lists nothing else of it.
 */
export const SitePluginContributionsSchema = Type.Object({ componentTypes: Type.Array(Type.String()), screens: Type.Array(Type.String()) });
export type SitePluginContributions = Static<typeof SitePluginContributionsSchema>;

/** What a plugin package says about itself, read from its archive before any of its code runs. */
export const SitePluginPackageSchema = Type.Object({
  id: Type.String(),
  package: Type.String(),
  version: Type.String(),
  description: Type.String(),
  /** The kernel API range it was built for. */
  kernel: Type.String(),
  reach: SitePluginReachSchema,
  contributes: SitePluginContributionsSchema,
  /** npm's integrity string of the archive (sha512, base64). */
  integrity: Type.String(),
});
export type SitePluginPackage = Static<typeof SitePluginPackageSchema>;

export const SitePluginSchema = Type.Intersect([
  SitePluginPackageSchema,
  Type.Object({ enabled: Type.Boolean(), installed_at: Type.String({ format: 'date-time' }) }),
]);
export type SitePlugin = Static<typeof SitePluginSchema>;

export const SitePluginPreviewSchema = Type.Intersect([
  SitePluginPackageSchema,
  Type.Object({ installed_version: Type.Union([Type.String(), Type.Null()]) }),
]);
export type SitePluginPreview = Static<typeof SitePluginPreviewSchema>;

export const SitePluginListSchema = Type.Object({ plugins: Type.Array(SitePluginSchema) });

export const listSitePlugins = defineCall({
  method: 'GET',
  path: 'administration/plugins',
  summary: 'The plugins a site administrator installed from packages: version, declared reach, contributions, enabled state.',
  answer: SitePluginListSchema,
});

export const previewSitePlugin = defineCall({
  method: 'POST',
  path: 'administration/plugins/preview',
  summary: 'Reads a plugin package (multipart, field `file`, an npm .tgz) without installing it: what it is and what it declares it will reach.',
  answer: SitePluginPreviewSchema,
});

export const installSitePlugin = defineCall({
  method: 'POST',
  path: 'administration/plugins',
  summary: 'Installs (or upgrades) a plugin package (multipart, field `file`): checked, unpacked, migrated in one transaction, then loaded by a graceful restart. Audited as plugins.install.',
  answer: SitePluginSchema,
});

export const setSitePluginEnabled = defineCall({
  method: 'POST',
  path: 'administration/plugins/:plugin/enabled',
  summary: "Enables or disables an installed plugin (its data kept); the site restarts gracefully. Audited as plugins.enable / plugins.disable.",
  body: Type.Object({ enabled: Type.Boolean() }),
  answer: SitePluginSchema,
});

export const removeSitePlugin = defineCall({
  method: 'POST',
  path: 'administration/plugins/:plugin/remove',
  summary: "Removes an installed plugin, keeping or dropping its tables; the site restarts gracefully. Audited as plugins.remove.",
  body: Type.Object({ tables: Type.Union([Type.Literal('keep'), Type.Literal('drop')]) }),
  answer: SitePluginListSchema,
});

/** One running installed plugin's web part: its prebuilt ES module, served by the host under a content-hashed address, and what it declared it adds. */
export const SitePluginWebEntrySchema = Type.Object({ id: Type.String(), package: Type.String(), entry: Type.String(), contributes: SitePluginContributionsSchema });
export type SitePluginWebEntry = Static<typeof SitePluginWebEntrySchema>;

export const listSitePluginWeb = defineCall({
  method: 'GET',
  path: 'site_plugins/web',
  summary: "The web parts of the installed plugins this server runs (the shell imports each at start), for everyone: the shell needs them before sign-in.",
  answer: Type.Object({ plugins: Type.Array(SitePluginWebEntrySchema) }),
});
