import { createServiceRef } from '@lms/contract/serviceRef.ts';
import type { KernelConfig } from '../config/KernelConfig.ts';
import type { ComponentTypeCatalogue } from '../plugins/ComponentTypeCatalogue.ts';
import type { PluginAccountHooks, PluginProgressHooks } from '../plugins/PluginAccountHooks.ts';
import type { PluginDeps } from '../plugins/PluginDeps.ts';
import type { PluginCatalogHooks } from '../catalog/CourseCatalogService.ts';
import type { CourseAccessWatch } from '../realtime/RealtimeHub.ts';
import type { UserChannel } from '../badges/BadgeService.ts';
import type { SiteChannel } from '../announcements/AnnouncementService.ts';

/**
 * What the kernel builds before any service and puts in its container as is:
 * the services of every feature (`*Services.ts`) take these as deps.
 */
export const kernelParts = {
  config: createServiceRef<KernelConfig>('core.kernel-config'),
  /** The installed component types (from the plugin registry). */
  componentTypes: createServiceRef<ComponentTypeCatalogue>('core.component-types'),
  accountHooks: createServiceRef<PluginAccountHooks>('core.account-hooks'),
  /** The plugins' course-card hooks (a student's current score per course). */
  progressHooks: createServiceRef<PluginProgressHooks>('core.progress-hooks'),
  /** The plugin keeping the course catalog, with its `catalog` hooks (none or one). */
  catalogHooks: createServiceRef<PluginCatalogHooks>('core.catalog-hooks'),
  /** How core calls a plugin's hooks with the deps they declare. */
  pluginDeps: createServiceRef<PluginDeps>('core.plugin-deps'),
  /** Tell it when users' access to a course may have ended: their live sockets leave its rooms. */
  courseAccessWatch: createServiceRef<CourseAccessWatch>('core.course-access-watch'),
  /** Events to one user's open tabs (their sockets' own room). */
  userChannel: createServiceRef<UserChannel>('core.user-channel'),
  /** Events to every open tab of a site (its host name), or of every site ('*'). */
  siteChannel: createServiceRef<SiteChannel>('core.site-channel'),
} as const;
