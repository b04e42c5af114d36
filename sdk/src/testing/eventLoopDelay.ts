import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * The event loop's longest delay (ms) while `work` runs: what a request
 * waited at worst. The delay is wall-clock lateness, so a machine busy with
 * other processes adds to it; work that holds the loop does so on every run,
 * the scheduler's noise rarely on several in a row. So `work` runs up to
 * `rounds` times, until a run stays under `underMs`, and the best run counts.
 */
export async function bestEventLoopDelay(work: () => Promise<void>, { rounds = 3, underMs = 100 } = {}): Promise<number> {
  let best = Infinity;
  for (let round = 0; round < rounds && best >= underMs; round++) {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    try {
      await work();
    } finally {
      delay.disable();
    }
    best = Math.min(best, delay.max / 1e6);
  }
  return best;
}
