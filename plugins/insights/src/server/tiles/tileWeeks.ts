/** A range of UTC days `YYYY-MM-DD`, `from` inclusive, `to` exclusive (the tracking readers' DayRange). */
export interface DayRange {
  from: string;
  to: string;
}

/** This week and the week before, as the tiles compare them. */
export interface TileWeeks {
  current: DayRange;
  prior: DayRange;
}

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * This week is the past 7 UTC days with today (the activity tracking rolls up
 * by UTC day); the prior week the 7 days before. Days, not the alert week
 * (Monday 08:01), because time on task is summed per day.
 */
export function tileWeeks(now: Date): TileWeeks {
  const tomorrow = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return {
    current: { from: day(tomorrow - 7 * DAY_MS), to: day(tomorrow) },
    prior: { from: day(tomorrow - 14 * DAY_MS), to: day(tomorrow - 7 * DAY_MS) },
  };
}
