import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { DepsMap, ResolvedDeps } from './serviceRef.ts';

export interface JobRequest<P, D extends DepsMap> {
  /** What `enqueue` was given (JSON: dates arrive as strings). */
  payload: P;
  deps: ResolvedDeps<D>;
  log: Logger;
  /** 1 on the first try, more on retries. */
  attempt: number;
}

/**
 * Work a plugin hands the kernel's job queue (PostgreSQL-backed: any node
 * runs it, a crash loses nothing, a failure is retried with backoff). On the
 * queue the kind is `${pluginId}:${kind}`.
 */
export interface JobDefinition<P = unknown, D extends DepsMap = DepsMap> {
  /** Lowercase letters, digits and hyphens, unique within the plugin. */
  kind: string;
  deps?: D;
  /** Throwing retries the job later, up to its attempts; it must be safe to run twice (a retry after a crash). */
  handler(request: JobRequest<P, D>): Promise<void>;
}

export function defineJob<P = unknown, D extends DepsMap = DepsMap>(definition: JobDefinition<P, D>): JobDefinition<P, D> {
  return definition;
}

export interface JobEnqueueOptions {
  /** Not before this time (default now). */
  runAt?: Date;
  /** Tries before the job fails for good (default 5). */
  maxAttempts?: number;
}

/** `coreServices.jobs`: queues the plugin's own job kinds. */
export interface JobScheduler {
  /** Queues a job of one of the plugin's kinds; inside a transaction pass it as `trx` (the job then exists only if it commits). */
  enqueue(kind: string, payload: unknown, options?: JobEnqueueOptions, trx?: Knex): Promise<{ id: string }>;
}
