/** Part 3 §4 "Trend and engagement": + when the current value is above the prior, - when below, = when equal. */
export type Trend = '+' | '-' | '=';

export function trendOf(current: number, prior: number): Trend {
  if (current > prior) return '+';
  if (current < prior) return '-';
  return '=';
}
