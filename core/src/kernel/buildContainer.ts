import { schedulerFor } from '../jobs/pluginJobs.ts';
import type { Logger } from 'pino';
import { container as globalContainer, instanceCachingFactory, type DependencyContainer } from './di.ts';
import { coreServices, type Clock, type ComponentConfigWriter } from '@lms/contract/services.ts';
import type { ServiceDefinition } from '@lms/contract/serviceRef.ts';
import { PLUGIN_CONFIG_SERVICE_ID } from '@lms/contract/pluginConfig.ts';
import type { KernelConfig } from '../config/KernelConfig.ts';
import type { Database } from '../database/openDatabase.ts';
import { newId } from '../ids/newId.ts';
import type { PluginRegistry } from '../plugins/PluginRegistry.ts';
import type { PluginDeps } from '../plugins/PluginDeps.ts';
import type { RealtimeHub } from '../realtime/RealtimeHub.ts';
import { resolveDeps } from '../http/mountRoutes.ts';
import { kernelParts } from './kernelParts.ts';
import { reachContainer } from '../plugins/reach/reachContainer.ts';
import { CORE_SERVICE_LISTS } from './coreServiceLists.ts';
import { jobRefs } from '../jobs/jobServices.ts';
import { mediaRefs } from '../media/mediaServices.ts';
import { contentRefs } from '../content/contentServices.ts';
import type { ComponentService } from '../content/ComponentService.ts';
import type { MediaStore } from '../media/storage/MediaStore.ts';

export interface ContainerParts {
  config: KernelConfig;
  database: Database;
  logger: Logger;
  clock: Clock;
  registry: PluginRegistry;
  realtime: RealtimeHub;
  mediaStore: MediaStore;
  /** A plugin's hook deps, resolved from its container (set once the plugin containers exist). */
  pluginDeps: PluginDeps;
}

/** A service built on first use from its typed deps, then kept: the same for core's services and plugins'. */
function registerService(container: DependencyContainer, service: ServiceDefinition<unknown, any>): void {
  container.register(service.ref.id, {
    useFactory: instanceCachingFactory((c) => service.factory(resolveDeps(c, service.deps))),
  });
}

/** The kernel's own container: a child of tsyringe's global one, which is never written to. */
export function buildKernelContainer(parts: ContainerParts): DependencyContainer {
  const root = globalContainer.createChildContainer();
  root.register(coreServices.database.id, { useValue: parts.database.knex });
  root.register(coreServices.logger.id, { useValue: parts.logger });
  root.register(coreServices.clock.id, { useValue: parts.clock });
  root.register(coreServices.ids.id, { useValue: { newId } });
  root.register(PLUGIN_CONFIG_SERVICE_ID, { useValue: Object.freeze({}) });
  root.register(coreServices.realtime.id, { useValue: parts.realtime });
  root.register(kernelParts.courseAccessWatch.id, { useValue: parts.realtime });
  root.register(kernelParts.userChannel.id, { useValue: parts.realtime });
  root.register(kernelParts.siteChannel.id, { useValue: parts.realtime });
  root.register(kernelParts.config.id, { useValue: parts.config });
  root.register(kernelParts.componentTypes.id, { useValue: parts.registry });
  root.register(kernelParts.accountHooks.id, {
    useValue: parts.registry.plugins.flatMap(({ manifest }) => (manifest.accounts ? [{ pluginId: manifest.id, hooks: manifest.accounts }] : [])),
  });
  root.register(kernelParts.progressHooks.id, {
    useValue: parts.registry.plugins.flatMap(({ manifest }) => (manifest.progress ? [{ pluginId: manifest.id, hooks: manifest.progress }] : [])),
  });
  root.register(kernelParts.catalogHooks.id, {
    useValue: parts.registry.plugins.flatMap(({ manifest }) => (manifest.catalog ? [{ pluginId: manifest.id, hooks: manifest.catalog }] : [])),
  });
  root.register(kernelParts.pluginDeps.id, { useValue: parts.pluginDeps });
  root.register(mediaRefs.store.id, { useValue: parts.mediaStore });
  for (const list of CORE_SERVICE_LISTS) for (const service of list) registerService(root, service);
  return root;
}

/**
 * One child container per plugin: its own logger, configuration and realtime
 * emitter, then the services it declares, built lazily from their typed deps.
 */
export function buildPluginContainers(root: DependencyContainer, parts: ContainerParts): Map<string, DependencyContainer> {
  const containers = new Map<string, DependencyContainer>();
  for (const { manifest, config, reach } of parts.registry.plugins) {
    const child = root.createChildContainer();
    child.register(coreServices.logger.id, { useValue: parts.logger.child({ plugin: manifest.id }) });
    child.register(PLUGIN_CONFIG_SERVICE_ID, { useValue: config });
    child.register(coreServices.realtime.id, { useValue: parts.realtime.emitterFor(manifest.id) });
    child.register(coreServices.jobs.id, { useFactory: instanceCachingFactory((c) => schedulerFor(manifest, c.resolve(jobRefs.jobs.id))) });
    // Only the plugin's own component types: the writer is bound to its id.
    child.register(coreServices.componentConfigs.id, {
      useFactory: instanceCachingFactory((c) => {
        const components = c.resolve<ComponentService>(contentRefs.components.id);
        const writer: ComponentConfigWriter = {
          update: (trx, courseId, componentId, change) => components.updateOwnConfig(manifest.id, trx, courseId, componentId, change),
          configsOfType: (trx, courseId, type) => components.ownConfigsOfType(manifest.id, trx, courseId, type),
        };
        return writer;
      }),
    });
    const container = reach ? reachContainer(child, manifest.id, reach) : child;
    for (const service of manifest.services ?? []) registerService(container, service);
    containers.set(manifest.id, container);
  }
  return containers;
}
