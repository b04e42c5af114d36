import { scoreHistogram, type HistogramBucket } from './histogram.ts';
import { roundScore } from './rounding.ts';

export interface Figures {
  submitted: number;
  average: number | null;
  median: number | null;
  histogram: HistogramBucket[];
}

/** Count, average, median (both rounded, part 3 §9) and the 10-bucket histogram of a set of percents. */
export function figuresOf(percents: readonly number[]): Figures {
  const sorted = percents.filter(Number.isFinite).sort((a, b) => a - b);
  const count = sorted.length;
  if (count === 0) return { submitted: 0, average: null, median: null, histogram: scoreHistogram([]) };
  const average = sorted.reduce((sum, value) => sum + value, 0) / count;
  const middle = Math.floor(count / 2);
  const median = count % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { submitted: count, average: roundScore(average), median: roundScore(median), histogram: scoreHistogram(sorted) };
}

/** Monday (UTC 'YYYY-MM-DD') of the week holding a UTC day. */
export function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const back = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}
