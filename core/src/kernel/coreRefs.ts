import type { Logger } from 'pino';
import { createServiceRef } from '../contract/serviceRef.ts';
import type { KernelConfig } from '../config/KernelConfig.ts';
import type { PluginRegistry } from '../plugins/PluginRegistry.ts';
import type { UserService } from '../users/UserService.ts';
import type { PasswordHasher } from '../auth/PasswordHasher.ts';
import type { SessionService } from '../sessions/SessionService.ts';
import type { PermissionService } from '../permissions/PermissionService.ts';
import type { CourseService } from '../content/CourseService.ts';
import type { ComponentService } from '../content/ComponentService.ts';
import type { ContentReader } from '../content/ContentReader.ts';
import type { LabelBundleService } from '../theme/LabelBundleService.ts';
import type { DatabaseHealth } from '../database/DatabaseHealth.ts';

/**
 * Refs of the kernel's own services, used by core's routes and by the host
 * (command line, demo seeding). Plugins use `coreServices` from the contract instead.
 */
export const kernelRefs = {
  config: createServiceRef<KernelConfig>('core.kernel-config'),
  rootLogger: createServiceRef<Logger>('core.root-logger'),
  registry: createServiceRef<PluginRegistry>('core.registry'),
  users: createServiceRef<UserService>('core.users'),
  passwords: createServiceRef<PasswordHasher>('core.passwords'),
  sessions: createServiceRef<SessionService>('core.sessions'),
  permissionService: createServiceRef<PermissionService>('core.permission-service'),
  courses: createServiceRef<CourseService>('core.courses'),
  components: createServiceRef<ComponentService>('core.components'),
  content: createServiceRef<ContentReader>('core.content'),
  labelBundles: createServiceRef<LabelBundleService>('core.label-bundles'),
  health: createServiceRef<DatabaseHealth>('core.health'),
} as const;
