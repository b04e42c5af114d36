import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { offLoopJob } from '@lms/contract/offload/offLoopJob.ts';
import { useOffLoopPool } from '../../src/offload/offLoopPool.ts';

useOffLoopPool();

const jobs = new URL('./fixtureJobs.ts', import.meta.url).href;
const shout = offLoopJob<{ text: string }, string>(jobs, 'shout', { deadlineMs: 10_000, maxInputLength: 10 });
const spin = offLoopJob<number, number>(jobs, 'spin', { deadlineMs: 1_000 });
const refuse = offLoopJob<void, never>(jobs, 'refuse', { deadlineMs: 10_000 });
const crash = offLoopJob<void, never>(jobs, 'crash', { deadlineMs: 10_000 });
const onMainThread = offLoopJob<string, boolean>(jobs, 'onMainThread', { deadlineMs: 10_000, inlineBelow: 100 });

describe('running a CPU-heavy job off the event loop (issue 14 §1)', () => {
  it('runs a TypeScript job module in a worker thread and answers its result', async () => {
    expect(await shout({ text: 'hello' })).toBe('HELLO');
  });

  it('refuses input over the cap with 413 before starting', async () => {
    await expect(shout({ text: 'far too long for it' })).rejects.toMatchObject({ errno: 'payload-too-large', status: 413 });
  });

  it('stops a job past its deadline with 422 too-complex, while the event loop keeps turning', async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = Date.now();
    await expect(spin(60_000)).rejects.toMatchObject({ errno: 'too-complex', status: 422 });
    delay.disable();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(delay.max / 1e6).toBeLessThan(100);
    // The pool still works after its thread was stopped.
    expect(await spin(10)).toBeGreaterThan(0);
  });

  it('runs input shorter than inlineBelow on the event loop, longer input in a worker thread', async () => {
    expect(await onMainThread('short')).toBe(true);
    expect(await onMainThread('x'.repeat(100))).toBe(false);
  });

  it("passes a job's own 4xx error on as itself, and a bug as an error", async () => {
    const refused = await refuse().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(LmsError);
    expect(refused).toMatchObject({ errno: 'validation-failed', status: 422, fields: [{ field: 'text', message: 'Not this text.' }] });
    const failed = await crash().catch((error: unknown) => error);
    expect(failed).not.toBeInstanceOf(LmsError);
    expect((failed as Error).message).toContain('a bug in the job');
  });
});
