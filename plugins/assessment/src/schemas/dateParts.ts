import { ASSESSMENT_MESSAGES } from './assessmentMessages.ts';

/** Part 2 §5: dates lie between 1970 and 2199. */
const FIRST_YEAR = 1970;
const LAST_YEAR = 2199;

/** Part 3 §9: the default time of day. */
export const DEFAULT_TIME = '23:59';

/** A date and its time as two inputs hold them ('' when empty). */
export interface DateParts {
  date: string;
  time: string;
}

export type JoinedDate = { ok: true; value: string | null } | { ok: false; message: string };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/**
 * Part 2 §5 "Assessment save": a date (yyyy-mm-dd, a date input's value) and
 * a time (hh:mm) entered apart, read in the author's time zone. Both empty
 * is no date; one without the other, an impossible date or time, or a year
 * outside 1970 to 2199 is refused with the spec's message naming `label`.
 */
export function joinDateAndTime(date: string, time: string, label: string): JoinedDate {
  if (date === '' && time === '') return { ok: true, value: null };
  if (date === '' || time === '') return { ok: false, message: ASSESSMENT_MESSAGES.bothDateAndTime(label) };
  const day = DATE.exec(date);
  const clock = TIME.exec(time);
  const invalid = { ok: false, message: ASSESSMENT_MESSAGES.dateFormat(label) } as const;
  if (!day || !clock) return invalid;
  const [year, month, dayOfMonth] = day.slice(1).map(Number) as [number, number, number];
  const [hours, minutes] = clock.slice(1).map(Number) as [number, number];
  if (year < FIRST_YEAR || year > LAST_YEAR || hours > 23 || minutes > 59) return invalid;
  const joined = new Date(year, month - 1, dayOfMonth, hours, minutes);
  // new Date rolls 02/31 over into March: such a date does not exist.
  if (joined.getMonth() !== month - 1 || joined.getDate() !== dayOfMonth) return invalid;
  return { ok: true, value: joined.toISOString() };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A stored date as the date and time the inputs show (the author's time zone); empty for no date. */
export function splitDate(iso: string | null): DateParts {
  if (iso === null) return { date: '', time: '' };
  const at = new Date(iso);
  return { date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`, time: `${pad(at.getHours())}:${pad(at.getMinutes())}` };
}
