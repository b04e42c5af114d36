/**
 * Part 3 §9 "Time limits": 0 = Not Timed; 900 s = 15 minutes; 1800 = 30;
 * 2700 = 45; 3600 = 1 hour; 4500 = 75 minutes; 5400 = 90; 6300 = 105; 7200 =
 * 2 hours; other values in minutes (rounded). Every screen that shows a time
 * limit says it this way.
 */
export function timeLimitText(seconds: number): string {
  if (seconds === 0) return 'Not Timed';
  if (seconds === 3600) return '1 hour';
  if (seconds === 7200) return '2 hours';
  const minutes = Math.round(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
