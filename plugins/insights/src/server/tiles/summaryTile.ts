import { trendOf } from '../../rules/trend.ts';
import type { SummaryTile } from '../../calls/tileCalls.ts';

/** Whole minutes of seconds on task. */
export const minutesOf = (seconds: number) => Math.round(seconds / 60);

/** Part 3 §3 Summary tile: this week's and the prior week's number with its trend, the share of students it counts, and the class's minutes. */
export function summaryTile(input: { count: number; prior: number; studentsCounted: number; students: number; mins: number; priormins: number }): SummaryTile {
  return {
    count: input.count,
    prior: input.prior,
    trend: trendOf(input.count, input.prior),
    percent: input.students === 0 ? 0 : Math.round((input.studentsCounted * 100) / input.students),
    mins: input.mins,
    priormins: input.priormins,
  };
}
