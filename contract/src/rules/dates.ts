// The one date module (DESIGN §3 "the date rules are single shared
// functions"): the spec's bounds, constants, entry parsing and messages.
// Pure and browser-safe; plugins read it through `@lms/sdk/rules`.

/** Part 2 §5, part 3 §5: activity dates lie between 1970 and 2199. */
export const FIRST_DATE_YEAR = 1970;
export const LAST_DATE_YEAR = 2199;
/** Part 3 §9: 'No close' is any date on or after 2198 (part 2 §9: due-date labels appear only before 2198). */
export const NO_CLOSE_YEAR = 2198;
/** Part 1 §9, part 3 §9: the no-date sentinel (a display rule: no date is stored as null). */
export const NO_DATE_SENTINEL = '2199-12-31';
/** Part 3 §9: the default time of day. */
export const DEFAULT_TIME = '23:59';
/** Part 3 §4, §9: the lock toggle's far-future open date. */
export const LOCK_DATE = '2050-01-01';
/** Part 1 §5 Dates: the account forms refuse a year over 2200. */
export const MAX_DATE_YEAR = 2200;

/** Part 1 §5 Dates: mm/dd/yyyy hh:mm in 24-hour format, in the user's time zone. */
export const DATE_FORMAT_MESSAGE = 'Date format invalid; use mm/dd/yyyy hh:mm in 24 hour format and your current timezone';

/** Part 2 §5 "Assessment save" and part 3 §5 "Activity dates": `field` is the date's label. */
export const ACTIVITY_DATE_MESSAGES = {
  format: 'Please check your date format (MM/DD/YYYY HH:MI)',
  formatFor: (field: string) => `Please check your date format (MM/DD/YYYY HH:MI) for ${field}`,
  bothDateAndTime: (field: string) => `Enter both a time and a date in ${field}`,
} as const;

/**
 * A local date and time from its numbers, or null when it does not exist:
 * hours under 24, minutes under 60, and no day that new Date would roll
 * over (02/31 becomes March 3) nor a year it would shift (0050 becomes 1950).
 */
function localDateTime(year: number, month: number, day: number, hours: number, minutes: number): Date | null {
  if (month < 1 || month > 12 || hours > 23 || minutes > 59) return null;
  const date = new Date(year, month - 1, day, hours, minutes);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

const yearOf = (date: Date | string) => new Date(date).getUTCFullYear();

/** Part 2 §5, part 3 §5: a stored activity date lies between 1970 and 2199 (its year in UTC). */
export function isActivityDateInBounds(date: Date | string): boolean {
  const year = yearOf(date);
  return year >= FIRST_DATE_YEAR && year <= LAST_DATE_YEAR;
}

/** Part 3 §9 'No close' (part 2 §9 no due-date label): a date on or after 2198, in the reader's time zone. */
export function isNoCloseDate(date: Date | string): boolean {
  return new Date(date).getFullYear() >= NO_CLOSE_YEAR;
}

/** Part 2 §9, part 3 §5: a date after 2198 means no date (the 2199-12-31 sentinel), in the reader's time zone. */
export function isNoDate(date: Date | string): boolean {
  return new Date(date).getFullYear() > NO_CLOSE_YEAR;
}

export type ParsedDate = { ok: true; date: Date | null } | { ok: false; message: string };

const FORMAT = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{2}))?$/;

/**
 * Part 1 §5 Dates: reads a date typed as mm/dd/yyyy [hh:mm] (local time). An
 * empty value clears the date (date null); an impossible date or a year over
 * 2200 is refused.
 */
export function parseEnteredDate(text: string): ParsedDate {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, date: null };
  const match = FORMAT.exec(trimmed);
  if (!match) return { ok: false, message: DATE_FORMAT_MESSAGE };
  const [month, day, year, hours = 0, minutes = 0] = match.slice(1).map((part) => (part === undefined ? 0 : Number(part))) as number[];
  const date = year! > MAX_DATE_YEAR ? null : localDateTime(year!, month!, day!, hours, minutes);
  return date === null ? { ok: false, message: DATE_FORMAT_MESSAGE } : { ok: true, date };
}

export type ParsedDay = { ok: true; day: string | null } | { ok: false; message: string };

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Reads a calendar day sent as yyyy-mm-dd (a date input's value). An empty
 * value means no day; an impossible day or a year over 2200 is refused with
 * the spec's date message.
 */
export function parseIsoDay(text: string): ParsedDay {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, day: null };
  const match = ISO_DAY.exec(trimmed);
  if (!match) return { ok: false, message: DATE_FORMAT_MESSAGE };
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!exists || year > MAX_DATE_YEAR || year < 1000) return { ok: false, message: DATE_FORMAT_MESSAGE };
  return { ok: true, day: trimmed };
}

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** A date as the date fields show it: mm/dd/yyyy hh:mm in local time (empty for no date); parseEnteredDate reads it back. */
export function formatEnteredDate(date: Date | string | null | undefined): string {
  if (date == null) return '';
  const d = new Date(date);
  if (Number.isNaN(d.getTime())) return '';
  return `${twoDigits(d.getMonth() + 1)}/${twoDigits(d.getDate())}/${d.getFullYear()} ${twoDigits(d.getHours())}:${twoDigits(d.getMinutes())}`;
}

/** A date and its time as two inputs hold them (yyyy-mm-dd and hh:mm; '' when empty). */
export interface DateParts {
  date: string;
  time: string;
}

export type JoinedDate = { ok: true; value: string | null } | { ok: false; message: string };

const DATE_PART = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PART = /^(\d{2}):(\d{2})$/;

/**
 * A date (yyyy-mm-dd, a date input's value) and a time (hh:mm) in local
 * time, or null when either is malformed or does not exist. No bounds: the
 * callers apply theirs.
 */
export function readDateParts(date: string, time: string): Date | null {
  const day = DATE_PART.exec(date);
  const clock = TIME_PART.exec(time);
  if (!day || !clock) return null;
  const [year, month, dayOfMonth] = day.slice(1).map(Number) as [number, number, number];
  const [hours, minutes] = clock.slice(1).map(Number) as [number, number];
  return localDateTime(year, month, dayOfMonth, hours, minutes);
}

/**
 * Part 2 §5 "Assessment save": a date (yyyy-mm-dd) and a time (hh:mm)
 * entered apart, read in the author's time zone. Both empty is no date; one
 * without the other, an impossible date or time, or a year outside 1970 to
 * 2199 is refused with the spec's message naming `label`.
 */
export function joinDateAndTime(date: string, time: string, label: string): JoinedDate {
  if (date === '' && time === '') return { ok: true, value: null };
  if (date === '' || time === '') return { ok: false, message: ACTIVITY_DATE_MESSAGES.bothDateAndTime(label) };
  const joined = readDateParts(date, time);
  const year = joined?.getFullYear() ?? 0;
  if (joined === null || year < FIRST_DATE_YEAR || year > LAST_DATE_YEAR) return { ok: false, message: ACTIVITY_DATE_MESSAGES.formatFor(label) };
  return { ok: true, value: joined.toISOString() };
}

/** A stored date as the date and time inputs show it (the author's time zone); empty for no date. */
export function splitDate(iso: string | null): DateParts {
  if (iso === null) return { date: '', time: '' };
  const at = new Date(iso);
  return { date: `${at.getFullYear()}-${twoDigits(at.getMonth() + 1)}-${twoDigits(at.getDate())}`, time: `${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}` };
}
