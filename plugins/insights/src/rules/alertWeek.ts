/**
 * Part 3 §9: the weekly alert start is Monday at 08:01. The alerts of "this
 * week" are those since the latest Monday 08:01 (UTC) at or before now; the
 * prior alerts are those of the week before.
 */
const WEEK_MS = 7 * 86_400_000;

/** The latest Monday 08:01:00.000 UTC at or before `now`. */
export function alertWeekStart(now: Date): Date {
  const day = now.getUTCDay(); // 0 Sunday ... 1 Monday
  const daysSinceMonday = (day + 6) % 7;
  const monday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysSinceMonday, 8, 1);
  return new Date(monday <= now.getTime() ? monday : monday - WEEK_MS);
}

export interface AlertWeeks {
  current: { from: Date; to: Date };
  prior: { from: Date; to: Date };
}

export function alertWeeks(now: Date): AlertWeeks {
  const start = alertWeekStart(now);
  return { current: { from: start, to: now }, prior: { from: new Date(start.getTime() - WEEK_MS), to: start } };
}
