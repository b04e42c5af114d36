import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Static, TSchema } from '@sinclair/typebox';
import type { DepsMap, ResolvedDeps } from './serviceRef.ts';

export interface JobRequest<P, D extends DepsMap> {
  /** What `enqueue` was given, as the job's payload schema accepted it (JSON: dates arrive as strings). */
  payload: P;
  deps: ResolvedDeps<D>;
  log: Logger;
  /** 1 on the first try, more on retries. */
  attempt: number;
}

/**
 * A job kind and its payload: what `enqueue` needs. Declared apart from the
 * handler (`defineJobKind`) when the service that queues the job is one the
 * handler uses, so neither imports the other.
 */
export interface JobKind<S extends TSchema = TSchema> {
  /** Lowercase letters, digits and hyphens, unique within the plugin. */
  kind: string;
  /**
   * TypeBox schema of the payload (JSON only): it types `enqueue` and the
   * handler, and the kernel checks each payload against it before the handler
   * runs; a payload it refuses fails the job at once, saying why.
   */
  payload: S;
}

/**
 * Work a plugin hands the kernel's job queue (PostgreSQL-backed: any node
 * runs it, a crash loses nothing, a failure is retried with backoff). On the
 * queue the kind is `${pluginId}:${kind}`.
 */
export interface JobDefinition<S extends TSchema = TSchema, D extends DepsMap = DepsMap> extends JobKind<S> {
  deps?: D;
  /** Throwing retries the job later, up to its attempts; it must be safe to run twice (a retry after a crash). */
  handler(request: JobRequest<Static<S>, D>): Promise<void>;
}

export function defineJobKind<S extends TSchema>(kind: string, payload: S): JobKind<S> {
  return Object.freeze({ kind, payload });
}

/** Types the handler's payload from the payload schema and its deps from `deps`. */
export function defineJob<S extends TSchema, D extends DepsMap = Record<string, never>>(definition: JobDefinition<S, D>): JobDefinition<S, D> {
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
  /**
   * Queues a job of one of the plugin's kinds (its `defineJob`, or the
   * `defineJobKind` it spreads) with a payload of that kind's type; inside a
   * transaction pass it as `trx` (the job then exists only if it commits).
   */
  enqueue<S extends TSchema>(job: JobKind<S>, payload: Static<S>, options?: JobEnqueueOptions, trx?: Knex): Promise<{ id: string }>;
}
