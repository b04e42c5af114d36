import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Clock } from '@lms/contract/services.ts';
import { DEFAULT_JOB_POLL_MS, type KernelConfig } from '../config/KernelConfig.ts';
import { JobQueue } from './JobQueue.ts';
import { PermanentJobError, type JobHandler } from './JobHandler.ts';
import { DEFAULT_RETRY_POLICY, retryDelay } from './retryDelay.ts';
import type { JobRow } from './jobRow.ts';

/** How many due jobs one claim takes (they run side by side). */
const BATCH_SIZE = 5;
/** A running job whose worker has not finished it within this time is taken to be abandoned (its process died). */
const LEASE_MS = 5 * 60_000;
const ERROR_LENGTH = 2000;

type WorkerState = 'idle' | 'running' | 'stopped';

/**
 * Runs due jobs of the kinds it has handlers for. Any number of workers (in one
 * process or on many nodes) share the table: a claim is one UPDATE over rows
 * picked with FOR UPDATE SKIP LOCKED, so a job goes to one worker, and no
 * transaction stays open while a handler runs (on PGlite an open transaction
 * would hold up every other query).
 */
export class JobWorker {
  private readonly handlers = new Map<string, JobHandler>();
  private state: WorkerState = 'idle';
  private timer: NodeJS.Timeout | null = null;
  /** Cycles run one after another; this is the latest one. */
  private chain: Promise<unknown> = Promise.resolve();
  private looping = false;
  private wakeAgain = false;
  private unsubscribe: (() => void) | null = null;
  private readonly pollMs: number;

  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly logger: Logger,
    config: KernelConfig,
    private readonly queue: JobQueue,
  ) {
    this.pollMs = config.jobPollMs ?? DEFAULT_JOB_POLL_MS;
  }

  /** Registers the handler of a job kind; a kind has one handler. */
  register(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind)) throw new Error(`A handler for job kind "${kind}" is already registered`);
    this.handlers.set(kind, handler);
  }

  /** Starts polling, and runs at once after every enqueue made through this process's JobQueue. */
  start(): void {
    if (this.state !== 'idle') throw new Error(`The job worker cannot start: it is ${this.state}`);
    this.state = 'running';
    this.unsubscribe = this.queue.onEnqueue(() => this.wake());
    // The first look waits one interval: start-up (migrations, demo seeding, tests' fixtures) goes first.
    this.schedule(this.pollMs);
  }

  /** Looks for due jobs now instead of at the next poll. */
  wake(): void {
    if (this.state !== 'running') return;
    if (this.looping) this.wakeAgain = true;
    else this.schedule(0);
  }

  /**
   * Runs due jobs until none is left (jobs waiting for a retry later are not
   * due). Tests call it to wait until the mail sent by a request has been delivered.
   */
  async drain(): Promise<void> {
    while ((await this.runDue()) > 0);
  }

  /** One claim of due jobs, run to the end; answers how many ran. */
  runDue(): Promise<number> {
    if (this.state === 'stopped') return Promise.reject(new Error('The job worker is stopped'));
    const cycle = this.chain.then(() => this.claimAndRun());
    this.chain = cycle.catch(() => undefined);
    return cycle;
  }

  /** No new claims; waits for the jobs already running to finish. Safe to call twice. */
  async stop(): Promise<void> {
    this.state = 'stopped';
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.chain;
  }

  private schedule(delayMs: number): void {
    if (this.state !== 'running') return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.loop(), delayMs);
  }

  private async loop(): Promise<void> {
    this.timer = null;
    if (this.looping || this.state !== 'running') return;
    this.looping = true;
    try {
      let ran = 0;
      do {
        this.wakeAgain = false;
        ran = await this.runDue();
      } while ((ran > 0 || this.wakeAgain) && this.state === 'running');
    } catch (error) {
      this.logger.error({ err: error }, 'job worker: claiming jobs failed');
    } finally {
      this.looping = false;
      this.schedule(this.pollMs);
    }
  }

  private async claimAndRun(): Promise<number> {
    const kinds = [...this.handlers.keys()];
    if (!kinds.length) return 0;
    const now = this.clock.now();
    await this.failAbandoned(kinds, now);
    const due = this.db('jobs')
      .select('id')
      .whereIn('kind', kinds)
      .whereRaw('attempts < max_attempts')
      .where((q) => q.where({ status: 'queued' }).andWhere('run_at', '<=', now).orWhere((r) => r.where({ status: 'running' }).andWhere('locked_until', '<', now)))
      .orderBy([{ column: 'run_at' }, { column: 'id' }])
      .limit(BATCH_SIZE)
      .forUpdate()
      .skipLocked();
    const claimed = (await this.db('jobs')
      .whereIn('id', due)
      .update({ status: 'running', attempts: this.db.raw('attempts + 1'), locked_until: new Date(now.getTime() + LEASE_MS) })
      .returning('*')) as JobRow[];
    await Promise.all(claimed.map((job) => this.run(job)));
    return claimed.length;
  }

  /** A job abandoned by a dead worker on its last attempt is not tried again. */
  private async failAbandoned(kinds: string[], now: Date): Promise<void> {
    await this.db('jobs')
      .whereIn('kind', kinds)
      .where({ status: 'running' })
      .andWhere('locked_until', '<', now)
      .whereRaw('attempts >= max_attempts')
      .update({ status: 'failed', locked_until: null, finished_at: now, last_error: 'The worker running the job stopped before it finished' });
  }

  private async run(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.kind)!;
    const log = this.logger.child({ job: job.id, kind: job.kind, attempt: job.attempts });
    // Only the worker that holds this attempt may record its outcome.
    const mine = () => this.db('jobs').where({ id: job.id, status: 'running', attempts: job.attempts });
    try {
      await handler(job.payload, job);
      await mine().update({ status: 'done', locked_until: null, last_error: null, finished_at: this.clock.now() });
      log.debug('job done');
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_LENGTH);
      const now = this.clock.now();
      const final = error instanceof PermanentJobError || job.attempts >= job.max_attempts;
      try {
        if (final) {
          await mine().update({ status: 'failed', locked_until: null, last_error: message, finished_at: now });
          log.error({ error: message }, 'job failed');
        } else {
          const runAt = new Date(now.getTime() + retryDelay(job.attempts, DEFAULT_RETRY_POLICY));
          await mine().update({ status: 'queued', locked_until: null, last_error: message, run_at: runAt });
          log.warn({ error: message, retryAt: runAt }, 'job will be retried');
        }
      } catch (recordError) {
        // The lease runs out and another claim retries it.
        log.error({ err: recordError }, 'job outcome could not be recorded');
      }
    }
  }
}
