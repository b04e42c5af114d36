/** One bar of a histogram: how many values lie from `from` up to, not including, `to` (the last bin includes `to`). */
export interface HistogramBin {
  from: number;
  to: number;
  count: number;
}

export interface BinOptions {
  /** How many bins; by default Sturges' rule (log2 of the count, plus one). */
  bins?: number;
  /** The range to cover (say, [0, 100] for scores); by default the values' own. */
  domain?: readonly [number, number];
}

/** Counts the finite values into equal-width bins over the domain; values outside it are left out. */
export function histogramBins(values: readonly number[], { bins, domain }: BinOptions = {}): HistogramBin[] {
  const finite = values.filter(Number.isFinite);
  const [min, max] = domain ?? [Math.min(...finite), Math.max(...finite)];
  if (!Number.isFinite(min) || !Number.isFinite(max) || max < min) return [];
  if (max === min) return [{ from: min, to: max, count: finite.filter((value) => value === min).length }];
  const binCount = Math.max(1, Math.round(bins ?? Math.ceil(Math.log2(Math.max(finite.length, 1))) + 1));
  const width = (max - min) / binCount;
  const result = Array.from({ length: binCount }, (_, index) => ({ from: min + index * width, to: index === binCount - 1 ? max : min + (index + 1) * width, count: 0 }));
  for (const value of finite) {
    if (value < min || value > max) continue;
    result[Math.min(binCount - 1, Math.floor((value - min) / width))]!.count += 1;
  }
  return result;
}
