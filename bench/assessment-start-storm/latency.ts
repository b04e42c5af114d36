/** Latencies of one kind of call, in milliseconds, summarised by nearest-rank percentiles. */
export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function summarise(latencies: readonly number[]): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? Number.NaN };
}

const ms = (value: number) => `${value.toFixed(1).padStart(8)} ms`;

export function formatSummary(name: string, summary: LatencySummary): string {
  return `${name.padEnd(18)} ${String(summary.count).padStart(6)} calls   p50 ${ms(summary.p50)}   p95 ${ms(summary.p95)}   p99 ${ms(summary.p99)}   max ${ms(summary.max)}`;
}
