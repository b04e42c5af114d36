import type { DependencyContainer } from '../kernel/di.ts';
import type { Logger } from 'pino';
import type { JobScheduler } from '../contract/job.ts';
import type { PluginManifest } from '../contract/plugin.ts';
import { resolveDeps } from '../http/mountRoutes.ts';
import type { JobQueue } from './JobQueue.ts';
import type { JobWorker } from './JobWorker.ts';

/** A plugin's job kind as the queue knows it. */
export const queuedKind = (pluginId: string, kind: string): string => `${pluginId}:${kind}`;

/** `coreServices.jobs` for one plugin: only the kinds its manifest declares, under its own prefix. */
export function schedulerFor(manifest: PluginManifest, queue: JobQueue): JobScheduler {
  const kinds = new Set((manifest.jobs ?? []).map((job) => job.kind));
  return {
    async enqueue(kind, payload, options, trx) {
      if (!kinds.has(kind)) throw new Error(`Plugin "${manifest.id}" declares no job kind "${kind}" (manifest jobs)`);
      return queue.enqueue(queuedKind(manifest.id, kind), payload, options, trx);
    },
  };
}

/** Registers every plugin's job handlers with the worker; each runs with its plugin's services. */
export function registerPluginJobs(worker: JobWorker, plugins: readonly PluginManifest[], containerFor: (pluginId: string) => DependencyContainer, logger: Logger): void {
  for (const manifest of plugins) {
    for (const job of manifest.jobs ?? []) {
      const log = logger.child({ plugin: manifest.id, job: job.kind });
      worker.register(queuedKind(manifest.id, job.kind), (payload, row) =>
        job.handler({ payload, deps: resolveDeps(containerFor(manifest.id), job.deps), log, attempt: row.attempts }),
      );
    }
  }
}
