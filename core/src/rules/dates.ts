/** Part 1 §5 Dates: mm/dd/yyyy hh:mm in 24-hour format, in the user's time zone. */
export const DATE_FORMAT_MESSAGE = 'Date format invalid; use mm/dd/yyyy hh:mm in 24 hour format and your current timezone';

/** Part 1 §9: the no-date sentinel and the years outside which dates are ignored. */
export const NO_DATE_SENTINEL = '2199-12-31';
export const MAX_DATE_YEAR = 2200;

export type ParsedDate = { ok: true; date: Date | null } | { ok: false; message: string };

const FORMAT = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{2}))?$/;

/**
 * Reads a date typed as mm/dd/yyyy [hh:mm] (local time). An empty value clears
 * the date (date null); an impossible date or a year over 2200 is refused.
 */
export function parseEnteredDate(text: string): ParsedDate {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, date: null };
  const match = FORMAT.exec(trimmed);
  if (!match) return { ok: false, message: DATE_FORMAT_MESSAGE };
  const [month, day, year, hours = 0, minutes = 0] = match.slice(1).map((part) => (part === undefined ? 0 : Number(part)));
  if (year! > MAX_DATE_YEAR || month! < 1 || month! > 12 || hours! > 23 || minutes! > 59) return { ok: false, message: DATE_FORMAT_MESSAGE };
  const date = new Date(year!, month! - 1, day!, hours, minutes);
  // new Date rolls 02/31 over into March: such a date does not exist.
  if (date.getMonth() !== month! - 1 || date.getDate() !== day) return { ok: false, message: DATE_FORMAT_MESSAGE };
  return { ok: true, date };
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
