/** Part 3 §9: the time limits the spec names, in seconds, with their words. */
const NAMED_TIME_LIMITS: ReadonlyMap<number, string> = new Map([
  [0, 'Not Timed'],
  [3600, '1 hour'],
  [7200, '2 hours'],
]);

/**
 * Part 3 §9 "Time limits": 0 is Not Timed, 3600 is 1 hour, 7200 is 2 hours,
 * and any other value is its minutes, rounded (900 is 15 minutes, 4500 is 75
 * minutes). Null (a type without a time limit) shows nothing.
 */
export function timeLimitText(seconds: number | null): string {
  if (seconds === null) return '';
  const named = NAMED_TIME_LIMITS.get(seconds);
  if (named !== undefined) return named;
  const minutes = Math.round(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
