import type { Logger } from 'pino';
import type { PluginManifest } from '@lms/contract/plugin.ts';
import { resolveDeps } from '../http/mountRoutes.ts';
import type { DependencyContainer } from '../kernel/di.ts';

/** Runs every plugin's start checks once, in load order, each with its plugin's services and logger. */
export async function runStartChecks(plugins: readonly PluginManifest[], containerFor: (pluginId: string) => DependencyContainer, logger: Logger): Promise<void> {
  for (const manifest of plugins) {
    for (const check of manifest.startChecks ?? []) {
      await check.run({ deps: resolveDeps(containerFor(manifest.id), check.deps), log: logger.child({ plugin: manifest.id }) });
    }
  }
}
