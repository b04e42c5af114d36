import type { Logger } from 'pino';
import { container as globalContainer, instanceCachingFactory, type DependencyContainer } from './di.ts';
import { coreServices, type Clock } from '../contract/services.ts';
import type { KernelConfig } from '../config/KernelConfig.ts';
import type { Database } from '../database/openDatabase.ts';
import { DatabaseHealth } from '../database/DatabaseHealth.ts';
import { newId } from '../ids/newId.ts';
import type { PluginRegistry } from '../plugins/PluginRegistry.ts';
import { PasswordHasher } from '../auth/PasswordHasher.ts';
import { UserService } from '../users/UserService.ts';
import { SessionService } from '../sessions/SessionService.ts';
import { PermissionService } from '../permissions/PermissionService.ts';
import { CourseService } from '../content/CourseService.ts';
import { ContentReader } from '../content/ContentReader.ts';
import { ComponentService } from '../content/ComponentService.ts';
import { GradeLedgerService } from '../grading/GradeLedgerService.ts';
import { LabelBundleService } from '../theme/LabelBundleService.ts';
import type { RealtimeHub } from '../realtime/RealtimeHub.ts';
import { resolveDeps } from '../http/mountRoutes.ts';
import { kernelRefs } from './coreRefs.ts';

export interface ContainerParts {
  config: KernelConfig;
  database: Database;
  logger: Logger;
  clock: Clock;
  registry: PluginRegistry;
  realtime: RealtimeHub;
}

/** The kernel's own container: a child of tsyringe's global one, which is never written to. */
export function buildKernelContainer(parts: ContainerParts): DependencyContainer {
  const root = globalContainer.createChildContainer();
  root.register(coreServices.database.id, { useValue: parts.database.knex });
  root.register(coreServices.logger.id, { useValue: parts.logger });
  root.register(coreServices.clock.id, { useValue: parts.clock });
  root.register(coreServices.ids.id, { useValue: { newId } });
  root.register(coreServices.config.id, { useValue: Object.freeze({}) });
  root.register(coreServices.realtime.id, { useValue: parts.realtime });
  root.register(kernelRefs.config.id, { useValue: parts.config });
  root.register(kernelRefs.rootLogger.id, { useValue: parts.logger });
  root.register(kernelRefs.registry.id, { useValue: parts.registry });
  const singletons = [
    [PasswordHasher, kernelRefs.passwords.id],
    [UserService, kernelRefs.users.id],
    [SessionService, kernelRefs.sessions.id],
    [PermissionService, kernelRefs.permissionService.id],
    [CourseService, kernelRefs.courses.id],
    [ContentReader, kernelRefs.content.id],
    [ComponentService, kernelRefs.components.id],
    [LabelBundleService, kernelRefs.labelBundles.id],
    [DatabaseHealth, kernelRefs.health.id],
    [GradeLedgerService, coreServices.grading.id],
  ] as const;
  for (const [service, ref] of singletons) {
    root.registerSingleton(service as never);
    root.register(ref, { useToken: service as never });
  }
  root.register(coreServices.permissions.id, { useToken: PermissionService });
  return root;
}

/**
 * One child container per plugin: its own logger, configuration and realtime
 * emitter, then the services it declares, built lazily from their typed deps.
 */
export function buildPluginContainers(root: DependencyContainer, parts: ContainerParts): Map<string, DependencyContainer> {
  const containers = new Map<string, DependencyContainer>();
  for (const { manifest, config } of parts.registry.plugins) {
    const child = root.createChildContainer();
    child.register(coreServices.logger.id, { useValue: parts.logger.child({ plugin: manifest.id }) });
    child.register(coreServices.config.id, { useValue: config });
    child.register(coreServices.realtime.id, { useValue: parts.realtime.emitterFor(manifest.id) });
    for (const service of manifest.services ?? []) {
      child.register(service.ref.id, {
        useFactory: instanceCachingFactory((c) => service.factory(resolveDeps(c, service.deps))),
      });
    }
    containers.set(manifest.id, child);
  }
  return containers;
}
