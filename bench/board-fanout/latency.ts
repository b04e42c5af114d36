/** Delivery latencies in milliseconds, summarised. */
export interface LatencySummary {
  deliveries: number;
  expected: number;
  p50: number;
  p99: number;
  max: number;
}

export function summarise(latencies: number[], expected: number): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { deliveries: sorted.length, expected, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? Number.NaN };
}

/** Issue 7 item 7: p99 at most 150 ms, and at most twice the raw broadcast's. */
export const P99_LIMIT_MS = 150;
export const RATIO_LIMIT = 2;

export function verdict(kernel: LatencySummary, raw: LatencySummary): string[] {
  const failures: string[] = [];
  if (kernel.deliveries < kernel.expected) failures.push(`only ${kernel.deliveries} of ${kernel.expected} deliveries arrived`);
  if (!(kernel.p99 <= P99_LIMIT_MS)) failures.push(`p99 ${kernel.p99.toFixed(1)} ms is over ${P99_LIMIT_MS} ms`);
  if (!(kernel.p99 <= RATIO_LIMIT * Math.max(1, raw.p99))) failures.push(`p99 is ${(kernel.p99 / Math.max(1, raw.p99)).toFixed(2)}x the raw broadcast's (limit ${RATIO_LIMIT}x)`);
  return failures;
}

export function formatSummary(name: string, summary: LatencySummary): string {
  return `${name.padEnd(22)} deliveries ${String(summary.deliveries).padStart(7)}/${summary.expected}   p50 ${summary.p50.toFixed(1).padStart(7)} ms   p99 ${summary.p99.toFixed(1).padStart(7)} ms   max ${summary.max.toFixed(1).padStart(7)} ms`;
}
