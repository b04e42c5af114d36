import type { Knex } from 'knex';
import type { Clock, IdGenerator } from '@lms/contract/services.ts';
import { toJobView, type JobRow, type JobView } from './jobRow.ts';

export interface EnqueueOptions {
  /** Not before this time (default now). */
  runAt?: Date;
  /** Tries before the job is marked failed (default 5). */
  maxAttempts?: number;
}

export const DEFAULT_MAX_ATTEMPTS = 5;

type EnqueueListener = () => void;

/**
 * Puts work in the `jobs` table for a JobWorker (on any node) to run. Enqueueing
 * inside the caller's transaction means the job exists exactly when the caller's
 * writes do.
 */
export class JobQueue {
  private readonly listeners = new Set<EnqueueListener>();

  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async enqueue(kind: string, payload: unknown, options: EnqueueOptions = {}, trx?: Knex): Promise<{ id: string }> {
    const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    if (!kind.trim()) throw new Error('A job needs a kind');
    if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new Error(`maxAttempts must be a positive integer, got ${maxAttempts}`);
    const now = this.clock.now();
    const id = this.ids.newId();
    await (trx ?? this.db)('jobs').insert({
      id,
      kind,
      payload: JSON.stringify(payload ?? {}),
      status: 'queued',
      attempts: 0,
      max_attempts: maxAttempts,
      run_at: options.runAt ?? now,
      created_at: now,
    });
    this.notifyAfterCommit(trx);
    return { id };
  }

  /** The job's state, for callers that poll it; null when there is no such job. */
  async get(id: string): Promise<JobView | null> {
    const row = (await this.db('jobs').where({ id }).first()) as JobRow | undefined;
    return row ? toJobView(row) : null;
  }

  /** Called after each enqueue is visible to other connections (a worker in this process wakes up). */
  onEnqueue(listener: EnqueueListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notifyAfterCommit(trx: Knex | undefined): void {
    const notify = () => {
      for (const listener of this.listeners) listener();
    };
    const transaction = trx as Knex.Transaction | undefined;
    // Inside a transaction the row is invisible until commit; after a rollback there is nothing to run.
    if (transaction?.isTransaction) transaction.executionPromise.then(notify, () => undefined);
    else notify();
  }
}
