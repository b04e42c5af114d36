import { performance } from 'node:perf_hooks';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Runs `task` once `offsetMs` have passed since `start` (a performance.now() reading); the task's own time is not waited for by the caller's schedule. */
export async function at<T>(start: number, offsetMs: number, task: () => Promise<T>): Promise<T> {
  await sleep(start + offsetMs - performance.now());
  return task();
}

/** Runs `task` over `items`, `concurrency` at a time (set-up work that should not be a storm of its own). */
export async function inBatches<T, R>(items: readonly T[], concurrency: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let first = 0; first < items.length; first += concurrency) {
    results.push(...(await Promise.all(items.slice(first, first + concurrency).map((item, at) => task(item, first + at)))));
  }
  return results;
}
