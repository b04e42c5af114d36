import type { CallName } from './calls.ts';
import type { LoadResult } from './loadSpec.ts';

/** Issue 15 item 9 (raised from issue 4 item 8: 0.65x, 1.5x): the kernel keeps at least 0.85x the baseline's throughput, and at most 1.3x its p99. */
export const TARGETS = { throughputRatioAtLeast: 0.85, p99RatioAtMost: 1.3 } as const;

export interface Round {
  baseline: LoadResult;
  kernel: LoadResult;
}

export interface CallMeasurement {
  call: CallName;
  rounds: Round[];
}

export interface QueryCount {
  call: CallName;
  small: number;
  full: number;
}

export interface Summary {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** Median over the rounds of the servers' CPU time per request (µs). */
  serverCpuUs: number;
}

export interface Verdict {
  baseline: Summary;
  kernel: Summary;
  throughputRatio: number;
  p99Ratio: number;
  throughputPass: boolean;
  p99Pass: boolean;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Medians over the rounds, for the servers' own figures. */
function summarise(results: LoadResult[]): Summary {
  const sum = (pick: (r: LoadResult) => number) => results.reduce((total, r) => total + pick(r), 0);
  return {
    requestsPerSecond: median(results.map((r) => r.requestsPerSecond)),
    p50Ms: median(results.map((r) => r.p50Ms)),
    p99Ms: median(results.map((r) => r.p99Ms)),
    requests: sum((r) => r.requests),
    serverCpuUs: median(results.map((r) => r.serverCpuUs)),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
  };
}

// Latencies are whole milliseconds; a 0 ms p99 counts as 1 ms so the ratio stays defined.
const p99Ratio = (kernel: number, baseline: number) => Math.max(1, kernel) / Math.max(1, baseline);

/**
 * Ratios are taken round by round (each round runs both servers back to back) and
 * the median of those is judged: other work on the machine drifts between rounds,
 * and a paired ratio cancels most of it.
 */
export function verdictOf(measurement: CallMeasurement): Verdict {
  const throughputRatio = median(measurement.rounds.map((r) => r.kernel.requestsPerSecond / r.baseline.requestsPerSecond));
  const latencyRatio = median(measurement.rounds.map((r) => p99Ratio(r.kernel.p99Ms, r.baseline.p99Ms)));
  return {
    baseline: summarise(measurement.rounds.map((r) => r.baseline)),
    kernel: summarise(measurement.rounds.map((r) => r.kernel)),
    throughputRatio,
    p99Ratio: latencyRatio,
    throughputPass: throughputRatio >= TARGETS.throughputRatioAtLeast,
    p99Pass: latencyRatio <= TARGETS.p99RatioAtMost,
  };
}

const passFail = (pass: boolean) => (pass ? 'PASS' : 'FAIL');

export function formatQueryCounts(counts: QueryCount[], small: string, full: string): string[] {
  return [
    `SQL queries per call     small course (${small})   full course (${full})`,
    ...counts.map(
      ({ call, small: s, full: f }) => `  ${call.padEnd(22)} ${String(s).padEnd(23)} ${String(f).padEnd(8)} ${s === f ? 'constant PASS' : 'grows FAIL'}`,
    ),
  ];
}

function row(server: string, summary: Summary): string {
  return (
    `    ${server.padEnd(9)} ${summary.requestsPerSecond.toFixed(1).padStart(8)} req/s   ` +
    `p50 ${String(summary.p50Ms).padStart(4)} ms   p99 ${String(summary.p99Ms).padStart(4)} ms   CPU ${summary.serverCpuUs.toFixed(0).padStart(5)} µs/request   (${summary.requests} requests)`
  );
}

export function formatMeasurement(measurement: CallMeasurement): string[] {
  const verdict = verdictOf(measurement);
  const perRound = measurement.rounds
    .map((r) => `${(r.kernel.requestsPerSecond / r.baseline.requestsPerSecond).toFixed(2)}x/${p99Ratio(r.kernel.p99Ms, r.baseline.p99Ms).toFixed(2)}x`)
    .join(', ');
  return [
    `  ${measurement.call} (medians of ${measurement.rounds.length} rounds; ratios are the medians of the rounds' ratios)`,
    row('baseline', verdict.baseline),
    row('kernel', verdict.kernel),
    `    kernel/baseline: throughput ${verdict.throughputRatio.toFixed(2)}x (target >= ${TARGETS.throughputRatioAtLeast}x) ${passFail(verdict.throughputPass)}; ` +
      `p99 ${verdict.p99Ratio.toFixed(2)}x (target <= ${TARGETS.p99RatioAtMost}x) ${passFail(verdict.p99Pass)}`,
    `    per round (throughput/p99): ${perRound}`,
    `    CPU per request kernel/baseline: ${(verdict.kernel.serverCpuUs / Math.max(1, verdict.baseline.serverCpuUs)).toFixed(2)}x (medians; unlike the timings, barely moved by other load)`,
  ];
}

export interface BenchReport {
  description: string;
  setup: string;
  shapes: { small: string; full: string };
  counts: QueryCount[];
  measurements: CallMeasurement[];
}

function unclean(server: string, call: CallName, summary: Summary): string | null {
  if (summary.non2xx === 0 && summary.errors === 0) return null;
  return `${server} ${call}: ${summary.non2xx} answers were not 2xx and ${summary.errors} requests failed`;
}

/** What failed: a query count that grows, a run with errors, or the page call off its targets (the outline is shown for information). */
export function failuresOf(report: BenchReport): string[] {
  const failures = report.counts.filter((count) => count.small !== count.full).map((count) => `${count.call}: the query count grows with the course`);
  for (const measurement of report.measurements) {
    const verdict = verdictOf(measurement);
    for (const problem of [unclean('baseline', measurement.call, verdict.baseline), unclean('kernel', measurement.call, verdict.kernel)]) {
      if (problem) failures.push(problem);
    }
    if (measurement.call !== 'page') continue;
    if (!verdict.throughputPass) failures.push('page: kernel throughput below target');
    if (!verdict.p99Pass) failures.push('page: kernel p99 above target');
  }
  return failures;
}

export function formatReport(report: BenchReport): string {
  const failures = failuresOf(report);
  return [
    '',
    `Page view benchmark on ${report.description}`,
    `  ${report.setup}`,
    '',
    ...formatQueryCounts(report.counts, report.shapes.small, report.shapes.full),
    '',
    ...report.measurements.flatMap(formatMeasurement),
    '',
    failures.length ? `Result: FAIL\n${failures.map((f) => `  - ${f}`).join('\n')}` : 'Result: PASS',
  ].join('\n');
}
