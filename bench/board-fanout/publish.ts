import { performance } from 'node:perf_hooks';
import type { DeliveryLog } from './clients.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends `count` numbered messages at `rate` per second. `send` is not awaited before
 * the next one, so a slow answer does not slow the pace; the first failure stops the
 * sending and is thrown once the messages in flight have settled.
 */
export async function publishAtRate(count: number, rate: number, log: DeliveryLog, send: (seq: number) => Promise<unknown>): Promise<void> {
  const start = performance.now();
  const pending: Promise<unknown>[] = [];
  let failure: { error: unknown } | null = null;
  for (let seq = 0; seq < count && !failure; seq++) {
    const due = start + (seq * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    log.sentAt.set(seq, performance.now());
    pending.push(
      send(seq).catch((error: unknown) => {
        failure ??= { error };
      }),
    );
  }
  await Promise.all(pending);
  if (failure) throw (failure as { error: unknown }).error;
}
