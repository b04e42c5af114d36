import pino from 'pino';
import { coreServices, JobWorker, jobRefs, type Kernel } from '../../src/index.ts';

/** Another worker over the test kernel's database and clock, not started: tests drive it with runDue/drain. */
export function extraWorker(kernel: Kernel): JobWorker {
  return new JobWorker(kernel.knex, kernel.resolve(coreServices.clock), pino({ level: 'silent' }), kernel.config, kernel.resolve(jobRefs.jobs));
}

/** A promise with its resolve handle, to hold a job handler open. */
export function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Polls `check` until it is true (or fails the test after `ms`). */
export async function waitFor(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('Timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}
