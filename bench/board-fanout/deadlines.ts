import type { DeliveryLog } from './clients.ts';

/** A phase of the run that did not finish in its time: the run stops and reports it instead of hanging. */
export class PhaseTimeout extends Error {}

/** `work`, or a PhaseTimeout naming `phase` after `ms`. */
export async function within<T>(ms: number, phase: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PhaseTimeout(`${phase} did not finish within ${Math.round(ms / 1000)} s`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Waits until `expected` deliveries are logged, or `ms` passed (the verdict then counts the missing ones). */
export async function waitForDeliveries(log: DeliveryLog, expected: number, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (log.latencies.length < expected && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
}
