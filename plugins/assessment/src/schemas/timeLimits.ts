/** Part 2 §5, §9: not timed, 15 to 120 minutes in steps of 15, or custom (stored in seconds). */
export const TIME_LIMIT_CHOICES = [0, 900, 1800, 2700, 3600, 4500, 5400, 6300, 7200] as const;

/** Part 2 §9: the limit a graded assessment gets when the author first times it. */
export const DEFAULT_TIME_LIMIT = 1800;

/**
 * Part 3 §9 "Time limits": 0 = Not Timed; 900 s = 15 minutes; ... 3600 = 1
 * hour; ... 7200 = 2 hours; other values in minutes (rounded).
 */
export function timeLimitLabel(seconds: number): string {
  if (seconds === 0) return 'Not Timed';
  if (seconds === 3600) return '1 hour';
  if (seconds === 7200) return '2 hours';
  const minutes = Math.round(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
