import { LmsError } from '../errors/LmsError.ts';

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

/** One run of a job function in a worker thread. */
export interface OffLoopTask {
  /** The job's module, as a file URL. */
  module: string;
  exportName: string;
  input: unknown;
  deadlineMs: number;
}

/**
 * The kernel's worker threads (core/src/offload): runs a task and answers its
 * result. The job's own 4xx LmsError reaches the caller as itself; past the
 * deadline the thread is stopped and the run answers 422 `too-complex`; a full
 * queue answers 503 `server-busy`.
 */
export interface OffLoopRunner {
  run(task: OffLoopTask): Promise<unknown>;
}

// The implementation is the kernel's: it installs its pool when it is created. The contract only
// declares jobs, so a plugin (and a web bundle that shares a module declaring one) pulls no pool.
let runner: OffLoopRunner | undefined;

/** Called by the kernel when it is created: where declared jobs run from then on. */
export function installOffLoopRunner(installed: OffLoopRunner): void {
  runner = installed;
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
 * queue answers 503 `server-busy`. Calls need a kernel in the process (it
 * provides the threads); input under `inlineBelow` runs without one.
 */
export function offLoopJob<I, O>(module: string, exportName: string, limits: OffLoopLimits): OffLoopJob<I, O> {
  const run = async (input: I): Promise<O> => {
    if (limits.maxInputLength !== undefined && inputLength(input) > limits.maxInputLength) {
      throw new LmsError('payload-too-large', limits.tooLargeMessage ?? `At most ${limits.maxInputLength} characters can be processed.`);
    }
    if (limits.inlineBelow !== undefined && inputLength(input) < limits.inlineBelow) {
      const job = ((await import(/* @vite-ignore */ module)) as Record<string, (input: I) => O | Promise<O>>)[exportName]!;
      return job(input);
    }
    if (!runner) throw new Error(`No worker threads for ${exportName}: a kernel installs them when it is created.`);
    return (await runner.run({ module, exportName, input, deadlineMs: limits.deadlineMs })) as O;
  };
  return Object.assign(run, { module, exportName });
}
