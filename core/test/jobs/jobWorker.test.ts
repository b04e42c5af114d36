import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
import pino from 'pino';
import { coreServices, JobQueue, JobWorker, jobRefs, PermanentJobError } from '../../src/index.ts';
import { retryDelay } from '../../src/jobs/retryDelay.ts';
import { deferred, extraWorker, waitFor } from './jobTestKit.ts';

let tk: TestKernel;
let queue: JobQueue;

beforeAll(async () => {
  tk = await createTestKernel({ listen: false });
  queue = tk.kernel.resolve(jobRefs.jobs);
});

afterEach(() => tk.clock.reset());
afterAll(() => tk?.close());

describe('claiming', () => {
  it('gives each job to exactly one of two workers running side by side', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 24; i += 1) ids.add((await queue.enqueue('claim-pair', { i })).id);
    const runs: { worker: string; id: string }[] = [];
    const workers = ['a', 'b'].map((name) => {
      const worker = extraWorker(tk.kernel);
      worker.register('claim-pair', async (_payload, job) => {
        runs.push({ worker: name, id: job.id });
        await new Promise((r) => setTimeout(r, 5));
      });
      return worker;
    });
    await Promise.all(workers.map((worker) => worker.drain()));
    expect(runs.map((run) => run.id).sort()).toEqual([...ids].sort());
    expect(new Set(runs.map((run) => run.worker))).toEqual(new Set(['a', 'b']));
    const rows = await tk.kernel.knex('jobs').whereIn('id', [...ids]);
    expect(rows.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
    await Promise.all(workers.map((worker) => worker.stop()));
  });

  // PGlite runs one transaction at a time, so a held row lock would block the claim rather than be skipped.
  it.skipIf(!process.env.DATABASE_URL)('skips a job another transaction has locked instead of waiting for it', async () => {
    const locked = await queue.enqueue('claim-locked', {});
    const free = await queue.enqueue('claim-locked', {});
    const worker = extraWorker(tk.kernel);
    const ran: string[] = [];
    worker.register('claim-locked', async (_payload, job) => {
      ran.push(job.id);
    });
    const trx = await tk.kernel.knex.transaction();
    try {
      await trx('jobs').where({ id: locked.id }).forUpdate().first();
      expect(await worker.runDue()).toBe(1);
      expect(ran).toEqual([free.id]);
    } finally {
      await trx.rollback();
    }
    await worker.drain();
    expect(ran).toEqual([free.id, locked.id]);
    await worker.stop();
  });

  it('leaves jobs of kinds it has no handler for', async () => {
    const { id } = await queue.enqueue('claim-nobody', {});
    const worker = extraWorker(tk.kernel);
    worker.register('claim-other', async () => undefined);
    expect(await worker.runDue()).toBe(0);
    expect(await queue.get(id)).toMatchObject({ status: 'queued', attempts: 0 });
    await worker.stop();
  });

  it('takes back a running job whose worker let its lease run out', async () => {
    tk.clock.set('2031-01-01T00:00:00Z');
    const { id } = await queue.enqueue('claim-lease', {});
    await tk.kernel.knex('jobs').where({ id }).update({ status: 'running', attempts: 1, locked_until: new Date('2031-01-01T00:04:00Z') });
    const worker = extraWorker(tk.kernel);
    worker.register('claim-lease', async () => undefined);
    expect(await worker.runDue()).toBe(0);
    tk.clock.advance(5 * 60_000);
    expect(await worker.runDue()).toBe(1);
    expect(await queue.get(id)).toMatchObject({ status: 'done', attempts: 2 });
    await worker.stop();
  });

  it('fails an abandoned job that was on its last attempt', async () => {
    tk.clock.set('2031-02-01T00:00:00Z');
    const { id } = await queue.enqueue('claim-abandoned', {}, { maxAttempts: 1 });
    await tk.kernel.knex('jobs').where({ id }).update({ status: 'running', attempts: 1, locked_until: new Date('2031-01-31T23:59:00Z') });
    const worker = extraWorker(tk.kernel);
    let runs = 0;
    worker.register('claim-abandoned', async () => {
      runs += 1;
    });
    expect(await worker.runDue()).toBe(0);
    expect(runs).toBe(0);
    expect(await queue.get(id)).toMatchObject({ status: 'failed', lastError: 'The worker running the job stopped before it finished' });
    await worker.stop();
  });

  it('refuses a second handler for one kind', () => {
    const worker = extraWorker(tk.kernel);
    worker.register('claim-twice', async () => undefined);
    expect(() => worker.register('claim-twice', async () => undefined)).toThrow('A handler for job kind "claim-twice" is already registered');
  });
});

describe('retries', () => {
  it('doubles the wait after each failure, capped at an hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelay(n))).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(retryDelay(10)).toBe(3_600_000);
    expect(retryDelay(1000)).toBe(3_600_000);
  });

  it('retries a failing job with exponential backoff until it succeeds', async () => {
    tk.clock.set('2032-01-01T00:00:00Z');
    const { id } = await queue.enqueue('retry-flaky', {}, { maxAttempts: 5 });
    const worker = extraWorker(tk.kernel);
    let calls = 0;
    worker.register('retry-flaky', async () => {
      calls += 1;
      if (calls < 3) throw new Error(`flake ${calls}`);
    });
    expect(await worker.runDue()).toBe(1);
    expect(await queue.get(id)).toMatchObject({ status: 'queued', attempts: 1, lastError: 'flake 1', runAt: new Date('2032-01-01T00:00:10Z') });
    tk.clock.advance(9_999);
    expect(await worker.runDue()).toBe(0);
    tk.clock.advance(1);
    expect(await worker.runDue()).toBe(1);
    expect(await queue.get(id)).toMatchObject({ status: 'queued', attempts: 2, lastError: 'flake 2', runAt: new Date('2032-01-01T00:00:30Z') });
    tk.clock.advance(20_000);
    await worker.drain();
    expect(await queue.get(id)).toMatchObject({ status: 'done', attempts: 3, lastError: null });
    expect(calls).toBe(3);
    await worker.stop();
  });

  it('marks a job failed after its last attempt and runs it no more', async () => {
    tk.clock.set('2032-02-01T00:00:00Z');
    const { id } = await queue.enqueue('retry-broken', {}, { maxAttempts: 2 });
    const worker = extraWorker(tk.kernel);
    let calls = 0;
    worker.register('retry-broken', async () => {
      calls += 1;
      throw new Error('still broken');
    });
    await worker.runDue();
    tk.clock.advance(retryDelay(1));
    await worker.runDue();
    const failed = await queue.get(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 2, lastError: 'still broken', finishedAt: new Date('2032-02-01T00:00:10Z') });
    tk.clock.advance(24 * 3600_000);
    expect(await worker.runDue()).toBe(0);
    expect(calls).toBe(2);
    await worker.stop();
  });

  it('fails at once on a PermanentJobError', async () => {
    const { id } = await queue.enqueue('retry-permanent', {}, { maxAttempts: 5 });
    const worker = extraWorker(tk.kernel);
    worker.register('retry-permanent', async () => {
      throw new PermanentJobError('cannot ever work');
    });
    await worker.drain();
    expect(await queue.get(id)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'cannot ever work' });
    await worker.stop();
  });
});

describe('running', () => {
  it('wakes at once when a job is enqueued in this process, and after the commit of a transaction', async () => {
    const worker = extraWorker(tk.kernel);
    const ran: string[] = [];
    worker.register('wake', async (_payload, job) => {
      ran.push(job.id);
    });
    worker.start();
    await worker.drain();
    // The test kernel polls every 2 s by default: finishing well before that shows the wake-up.
    const started = Date.now();
    const direct = await queue.enqueue('wake', {});
    await waitFor(() => ran.includes(direct.id), 1000);
    const inTransaction = await tk.kernel.knex.transaction((trx) => queue.enqueue('wake', {}, {}, trx));
    await waitFor(() => ran.includes(inTransaction.id), 1000);
    expect(Date.now() - started).toBeLessThan(1500);
    await worker.stop();
  });

  it('finds jobs enqueued elsewhere (another node) by polling', async () => {
    const { knex, config } = tk.kernel;
    const worker = new JobWorker(knex, tk.kernel.resolve(coreServices.clock), pino({ level: 'silent' }), { ...config, jobPollMs: 50 }, queue);
    const ran: string[] = [];
    worker.register('poll', async (_payload, job) => {
      ran.push(job.id);
    });
    worker.start();
    // A queue no worker of this process listens to, as on another node.
    const elsewhere = new JobQueue(knex, tk.kernel.resolve(coreServices.clock), tk.kernel.resolve(coreServices.ids));
    const { id } = await elsewhere.enqueue('poll', {});
    await waitFor(() => ran.includes(id), 2000);
    await worker.stop();
  });

  it('stop() waits for the running job to finish, then claims nothing more', async () => {
    const worker = extraWorker(tk.kernel);
    const started = deferred();
    const release = deferred();
    const events: string[] = [];
    worker.register('stop-slow', async () => {
      started.resolve();
      await release.promise;
      events.push('job finished');
    });
    worker.start();
    const first = await queue.enqueue('stop-slow', {});
    await started.promise;
    const second = await queue.enqueue('stop-slow', {});
    const stopping = worker.stop().then(() => events.push('stopped'));
    await new Promise((r) => setTimeout(r, 50));
    expect(events).toEqual([]);
    release.resolve();
    await stopping;
    expect(events).toEqual(['job finished', 'stopped']);
    expect(await queue.get(first.id)).toMatchObject({ status: 'done' });
    expect(await queue.get(second.id)).toMatchObject({ status: 'queued', attempts: 0 });
    await expect(worker.runDue()).rejects.toThrow('The job worker is stopped');
  });

  it('Kernel.stop() lets the running job finish before the database closes', async () => {
    const own = await createTestKernel({ listen: false });
    const started = deferred();
    const events: string[] = [];
    const worker = own.kernel.resolve(jobRefs.jobWorker);
    worker.register('kernel-stop', async () => {
      started.resolve();
      await new Promise((r) => setTimeout(r, 100));
      // Still able to write: the database is open.
      await own.kernel.knex('jobs').count({ n: '*' });
      events.push('job finished');
    });
    await own.kernel.resolve(jobRefs.jobs).enqueue('kernel-stop', {});
    await started.promise;
    await own.kernel.stop().then(() => events.push('kernel stopped'));
    expect(events).toEqual(['job finished', 'kernel stopped']);
    await own.close();
  });
});
