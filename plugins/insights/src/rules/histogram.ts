/** Part 3 §9: the score histogram has 10 buckets of 10%. */
export const HISTOGRAM_BUCKETS = 10;

export interface HistogramBucket {
  /** 0, 10, ... 90. */
  from: number;
  /** 10, 20, ... 100 (the last bucket holds 100 too). */
  to: number;
  label: string;
  count: number;
}

const emptyBuckets = (): HistogramBucket[] =>
  Array.from({ length: HISTOGRAM_BUCKETS }, (_, index) => ({
    from: index * 10,
    to: index * 10 + 10,
    label: `${index * 10}-${index * 10 + 10}%`,
    count: 0,
  }));

/** Counts percents (0-100; out-of-range values are clamped) into 10 buckets: [0,10), [10,20) ... [90,100]. */
export function scoreHistogram(percents: readonly number[]): HistogramBucket[] {
  const buckets = emptyBuckets();
  for (const percent of percents) {
    if (!Number.isFinite(percent)) continue;
    const clamped = Math.min(100, Math.max(0, percent));
    buckets[Math.min(HISTOGRAM_BUCKETS - 1, Math.floor(clamped / 10))]!.count += 1;
  }
  return buckets;
}

/** The buckets of counts already made by the same rule (e.g. by the database), one count per bucket, lowest first. */
export function scoreHistogramOfCounts(counts: readonly number[]): HistogramBucket[] {
  if (counts.length !== HISTOGRAM_BUCKETS) throw new Error(`A score histogram has ${HISTOGRAM_BUCKETS} buckets, not ${counts.length}.`);
  return emptyBuckets().map((bucket, index) => ({ ...bucket, count: counts[index]! }));
}
