import { MessageChannel } from 'node:worker_threads';
import type { Piscina } from 'piscina';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { installOffLoopRunner, TOO_COMPLEX, type OffLoopRunner, type OffLoopTask } from '@lms/contract/offload/offLoopJob.ts';
import type { OffLoopAnswer, WorkerTask } from './offLoopWorker.ts';

// One pool for the process: at most two threads, one CPU left to the event loop; idle threads end after a while and never keep the process alive.
// Started on first use: a kernel that never runs a job starts no thread.
let pool: Promise<Piscina> | undefined;

/** Longest a worker may take to load a job's module before the job's own deadline starts. */
const MODULE_LOAD_LIMIT_MS = 60_000;
async function startPool(): Promise<Piscina> {
  const { Piscina } = await import('piscina');
  return new Piscina({
    filename: new URL('./offLoopWorker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: Math.max(1, Math.min(2, (globalThis.navigator?.hardwareConcurrency ?? 2) - 1)),
    idleTimeout: 30_000,
    maxQueue: 200,
    // Below the event loop's priority (Linux, macOS): a busy machine runs the answers first, the heavy work after.
    niceIncrement: 10,
  });
}

/** The kernel's worker threads behind the contract's offLoopJob (see OffLoopRunner). */
export const offLoopPool: OffLoopRunner = {
  async run({ module, exportName, input, deadlineMs }: OffLoopTask): Promise<unknown> {
    // The deadline is the job's own: it starts when the worker has loaded the job's module (a cold thread
    // compiles its TypeScript first, which a loaded machine can stretch past a short deadline).
    const { port1: started, port2: startedPort } = new MessageChannel();
    const stop = new AbortController();
    let deadline: NodeJS.Timeout | undefined;
    const loading = setTimeout(() => stop.abort(), MODULE_LOAD_LIMIT_MS);
    started.once('message', () => {
      clearTimeout(loading);
      deadline = setTimeout(() => stop.abort(), deadlineMs);
    });
    const task: WorkerTask = { module, name: exportName, input, started: startedPort };
    let answer: OffLoopAnswer;
    try {
      pool ??= startPool();
      answer = (await (await pool).run(task, { signal: stop.signal, transferList: [startedPort] })) as OffLoopAnswer;
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw new LmsError('too-complex', TOO_COMPLEX);
      if (/queue is at limit/i.test((error as Error).message)) throw new LmsError('server-busy');
      throw error;
    } finally {
      clearTimeout(loading);
      clearTimeout(deadline);
      started.close();
    }
    if (!answer.ok) throw new LmsError(answer.error.errno, answer.error.message, { status: answer.error.status, ...(answer.error.fields ? { fields: answer.error.fields } : {}) });
    return answer.value;
  },
};

/** Jobs declared with offLoopJob (core's, the SDK's, every plugin's) run in this process's pool from now on. */
export function useOffLoopPool(): void {
  installOffLoopRunner(offLoopPool);
}
