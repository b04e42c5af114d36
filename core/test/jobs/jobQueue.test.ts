import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
import { jobRefs, type JobQueue } from '../../src/index.ts';
import { extraWorker } from './jobTestKit.ts';

let tk: TestKernel;
let queue: JobQueue;

beforeAll(async () => {
  tk = await createTestKernel({ listen: false });
  queue = tk.kernel.resolve(jobRefs.jobs);
});

afterAll(() => tk?.close());

describe('JobQueue', () => {
  it('stores a queued job that get() reports until a worker has run it', async () => {
    const { id } = await queue.enqueue('queue-basic', { answer: 42 }, { maxAttempts: 3 });
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(await queue.get(id)).toMatchObject({ id, kind: 'queue-basic', status: 'queued', attempts: 0, maxAttempts: 3, lastError: null, finishedAt: null });

    const worker = extraWorker(tk.kernel);
    const seen: unknown[] = [];
    worker.register('queue-basic', async (payload) => {
      seen.push(payload);
    });
    await worker.drain();
    expect(seen).toEqual([{ answer: 42 }]);
    const done = await queue.get(id);
    expect(done).toMatchObject({ status: 'done', attempts: 1, lastError: null });
    expect(done!.finishedAt).toBeInstanceOf(Date);
    await worker.stop();
  });

  it('answers null for a job that does not exist', async () => {
    expect(await queue.get('0123456789abcdef01234567')).toBeNull();
  });

  it('keeps a job enqueued in a transaction only when the transaction commits', async () => {
    let rolledBackId = '';
    await expect(
      tk.kernel.knex.transaction(async (trx) => {
        rolledBackId = (await queue.enqueue('queue-trx', {}, {}, trx)).id;
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await queue.get(rolledBackId)).toBeNull();

    const committed = await tk.kernel.knex.transaction((trx) => queue.enqueue('queue-trx', {}, {}, trx));
    expect(await queue.get(committed.id)).toMatchObject({ status: 'queued' });
  });

  it('does not run a job before its runAt', async () => {
    tk.clock.set('2030-01-01T00:00:00Z');
    const { id } = await queue.enqueue('queue-later', {}, { runAt: new Date('2030-01-01T01:00:00Z') });
    const worker = extraWorker(tk.kernel);
    let runs = 0;
    worker.register('queue-later', async () => {
      runs += 1;
    });
    expect(await worker.runDue()).toBe(0);
    tk.clock.advance(3600_000);
    expect(await worker.runDue()).toBe(1);
    expect(runs).toBe(1);
    expect(await queue.get(id)).toMatchObject({ status: 'done' });
    await worker.stop();
    tk.clock.reset();
  });

  it('refuses a job without a kind or with a bad maxAttempts, storing nothing', async () => {
    const before = await tk.kernel.knex('jobs').count({ n: '*' }).first();
    await expect(queue.enqueue(' ', {})).rejects.toThrow('A job needs a kind');
    await expect(queue.enqueue('queue-bad', {}, { maxAttempts: 0 })).rejects.toThrow('maxAttempts must be a positive integer, got 0');
    const after = await tk.kernel.knex('jobs').count({ n: '*' }).first();
    expect(Number(after!.n)).toBe(Number(before!.n));
  });
});
