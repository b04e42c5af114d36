import type { Piscina } from 'piscina';
import { LmsError } from '../errors/LmsError.ts';
import type { OffLoopAnswer, OffLoopTask } from './offLoopWorker.ts';

/** How a CPU-heavy job is bounded: the most input it takes, and how long it may run (queue wait included). */
export interface OffLoopLimits {
  /** Milliseconds from the call; past it the job's thread is stopped and the call answers 422 `too-complex`. */
  deadlineMs: number;
  /** The most characters of input (a string's length, the sum of an object's strings, arrays and bytes, two levels down); more answers 413. */
  maxInputLength?: number;
  /** The message of the 413 (say what the limit is). */
  tooLargeMessage?: string;
  /**
   * Input shorter than this (measured as maxInputLength is) runs on the event loop: a thread's
   * round trip costs more than a few milliseconds of work. Set it where the job is linear.
   */
  inlineBelow?: number;
}

/** A job function of a module, run in a worker thread: `(input: I) => O | Promise<O>`, input and output structured-cloneable. */
export interface OffLoopJob<I, O> {
  (input: I): Promise<O>;
  readonly module: string;
  readonly exportName: string;
}

export const TOO_COMPLEX = 'This is too large or too complex to process. Please send a smaller or simpler version.';

// One pool for the process: at most two threads, one CPU left to the event loop; idle threads end after a while and never keep the process alive.
// Loaded on first use: modules shared with the browser (the SDK's sanitiser) declare jobs, and a web bundle must not pull in the pool.
let pool: Promise<Piscina> | undefined;
// Names, not literals: a bundler would resolve a literal import and copy a literal new URL()'s file into a web build.
const POOL_MODULE = 'piscina';
const WORKER_MODULE = './offLoopWorker.ts';
async function startPool(): Promise<Piscina> {
  const { Piscina } = (await import(/* @vite-ignore */ POOL_MODULE)) as typeof import('piscina');
  return new Piscina({
    filename: new URL(WORKER_MODULE, import.meta.url).href,
    minThreads: 0,
    maxThreads: Math.max(1, Math.min(2, (globalThis.navigator?.hardwareConcurrency ?? 2) - 1)),
    idleTimeout: 30_000,
    maxQueue: 200,
    // Below the event loop's priority (Linux, macOS): a busy machine runs the answers first, the heavy work after.
    niceIncrement: 10,
  });
}

/** A string's length; an object's string fields' lengths, and its arrays' items' the same way (one level down). */
function inputLength(input: unknown, depth = 0): number {
  if (typeof input === 'string') return input.length;
  if (ArrayBuffer.isView(input)) return input.byteLength;
  if (depth > 2 || !input || typeof input !== 'object') return 0;
  return Object.values(input).reduce((sum: number, value) => sum + inputLength(value, depth + 1), 0);
}

/**
 * Declares a CPU-heavy job that user input drives (parsing, sanitising,
 * converting): `exportName` of the module at `module` (pass
 * `new URL('./myJob.ts', import.meta.url).href`), run in the kernel's worker
 * threads so the event loop keeps answering, with the input capped and a
 * deadline. An LmsError the job throws (4xx) reaches the caller as itself;
 * a job past its deadline is stopped and answers 422 `too-complex`; a full
 * queue answers 503 `server-busy`.
 */
export function offLoopJob<I, O>(module: string, exportName: string, limits: OffLoopLimits): OffLoopJob<I, O> {
  const run = async (input: I): Promise<O> => {
    if (limits.maxInputLength !== undefined && inputLength(input) > limits.maxInputLength) {
      throw new LmsError('payload-too-large', limits.tooLargeMessage ?? `At most ${limits.maxInputLength} characters can be processed.`);
    }
    if (limits.inlineBelow !== undefined && inputLength(input) < limits.inlineBelow) {
      const job = ((await import(module)) as Record<string, (input: I) => O | Promise<O>>)[exportName]!;
      return job(input);
    }
    const task: OffLoopTask = { module, name: exportName, input };
    let answer: OffLoopAnswer;
    try {
      pool ??= startPool();
      answer = (await (await pool).run(task, { signal: AbortSignal.timeout(limits.deadlineMs) })) as OffLoopAnswer;
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw new LmsError('too-complex', TOO_COMPLEX);
      if (/queue is at limit/i.test((error as Error).message)) throw new LmsError('server-busy');
      throw error;
    }
    if (!answer.ok) throw new LmsError(answer.error.errno, answer.error.message, { status: answer.error.status, ...(answer.error.fields ? { fields: answer.error.fields } : {}) });
    return answer.value as O;
  };
  return Object.assign(run, { module, exportName });
}
