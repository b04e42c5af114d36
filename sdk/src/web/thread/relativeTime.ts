/**
 * Part 2 §9: a post's or comment's age as a label, 'just now' under 45 s up to
 * 'more than an year ago' (the spec's text). The steps between are the usual
 * rounding ones (a minute from 45 s, an hour from 45 min, a day from 22 h, a
 * month from 26 days, a year from 320 days); a date ahead of the reader's clock
 * (a skewed clock) is 'just now'.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const count = (n: number, one: string, many: string) => (n <= 1 ? `${one} ago` : `${n} ${many} ago`);

export function relativeTime(iso: string, now: number): string {
  const age = now - new Date(iso).getTime();
  if (!(age >= 45 * SECOND)) return 'just now';
  if (age < 45 * MINUTE) return count(Math.max(1, Math.round(age / MINUTE)), 'a minute', 'minutes');
  if (age < 22 * HOUR) return count(Math.max(1, Math.round(age / HOUR)), 'an hour', 'hours');
  if (age < 26 * DAY) return count(Math.max(1, Math.round(age / DAY)), 'a day', 'days');
  if (age < 320 * DAY) return count(Math.max(1, Math.round(age / (30.4 * DAY))), 'a month', 'months');
  if (age < 548 * DAY) return 'a year ago';
  return 'more than an year ago';
}
