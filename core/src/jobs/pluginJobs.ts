import type { DependencyContainer } from '../kernel/di.ts';
import type { Logger } from 'pino';
import type { JobScheduler } from '@lms/contract/job.ts';
import type { PluginManifest } from '@lms/contract/plugin.ts';
import { resolveDeps } from '../http/mountRoutes.ts';
import type { SchemaValidator } from '../validation/SchemaValidator.ts';
import { checkedPayload } from './checkedPayload.ts';
import type { JobQueue } from './JobQueue.ts';
import type { JobWorker } from './JobWorker.ts';

/** A plugin's job kind as the queue knows it. */
export const queuedKind = (pluginId: string, kind: string): string => `${pluginId}:${kind}`;

/** `coreServices.jobs` for one plugin: only the kinds its manifest declares, under its own prefix. */
export function schedulerFor(manifest: PluginManifest, queue: JobQueue): JobScheduler {
  const kinds = new Set((manifest.jobs ?? []).map((job) => job.kind));
  return {
    async enqueue(job, payload, options, trx) {
      if (!kinds.has(job.kind)) throw new Error(`Plugin "${manifest.id}" declares no job kind "${job.kind}" (manifest jobs)`);
      return queue.enqueue(queuedKind(manifest.id, job.kind), payload, options, trx);
    },
  };
}

/** Registers every plugin's job handlers with the worker; each runs with its plugin's services, on a payload its schema accepts. */
export function registerPluginJobs(
  worker: JobWorker,
  plugins: readonly PluginManifest[],
  containerFor: (pluginId: string) => DependencyContainer,
  validator: SchemaValidator,
  logger: Logger,
): void {
  for (const manifest of plugins) {
    for (const job of manifest.jobs ?? []) {
      const kind = queuedKind(manifest.id, job.kind);
      const log = logger.child({ plugin: manifest.id, job: job.kind });
      worker.register(
        kind,
        checkedPayload(kind, job.payload, validator, (payload, row) =>
          job.handler({ payload, deps: resolveDeps(containerFor(manifest.id), job.deps), log, attempt: row.attempts }),
        ),
      );
    }
  }
}
