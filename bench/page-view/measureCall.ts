import type { CallName } from './calls.ts';
import type { LoadSpec } from './loadSpec.ts';
import type { CallMeasurement, Round } from './report.ts';
import { runLoad } from './runLoad.ts';
import type { RunProfiler } from './runProfiler.ts';

/** Requests the load generator abandoned at its end still run on the server; they finish well within this. */
const SETTLE_MS = 1000;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/** Rounds of load on the baseline and the kernel, back to back, taking turns at going first. */
export async function measureCall(
  call: CallName,
  spec: Omit<LoadSpec, 'url'>,
  servers: Record<keyof Round, string>,
  rounds: number,
  profiler?: RunProfiler,
): Promise<CallMeasurement> {
  const results: Round[] = [];
  for (let round = 0; round < rounds; round++) {
    // Other work on the machine drifts; alternating the order lets it fall on both servers alike.
    const order: (keyof Round)[] = round % 2 === 0 ? ['baseline', 'kernel'] : ['kernel', 'baseline'];
    const result = {} as Round;
    for (const server of order) {
      const run = () => runLoad({ ...spec, url: servers[server] });
      result[server] = profiler ? await profiler.around(`${call}-${server}-round${round + 1}`, run) : await run();
      await settle();
    }
    results.push(result);
  }
  return { call, rounds: results };
}
