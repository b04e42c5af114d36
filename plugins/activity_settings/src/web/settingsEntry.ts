import { ACTIVITY_DATE_MESSAGES, DEFAULT_TIME, formatEnteredDate, isActivityDateInBounds, NO_CLOSE_YEAR, FIRST_DATE_YEAR, parseEnteredDate } from '@lms/sdk/rules';

/**
 * How the list shows and reads what an instructor types in a cell: dates as
 * MM/DD/YYYY HH:MM (the shared date module), counts, minutes and percentages.
 * Each reader answers the value, or the message to show at the cell.
 */
export type Entry<T> = { ok: true; value: T } | { ok: false; message: string };

const HAS_TIME = /\d{1,2}:\d{2}\s*$/;
const WHOLE = /^\d+$/;

/** Part 3 §5: a date at or before 1970, or after 2198 (the no-date sentinel), shows empty. */
export function dateText(iso: string | null): string {
  if (iso === null) return '';
  const year = new Date(iso).getFullYear();
  return year <= FIRST_DATE_YEAR || year > NO_CLOSE_YEAR ? '' : formatEnteredDate(iso);
}

/**
 * Part 3 §5 "Activity dates": MM/DD/YYYY HH:MM (hours under 24, minutes under
 * 60), between 1970 and 2199; a date typed without its time takes the course's
 * default time (part 3 §9: 23:59). Empty clears the date.
 */
export function readDateEntry(text: string, defaultTime: string | null): Entry<string | null> {
  const trimmed = text.trim();
  const withTime = trimmed === '' || HAS_TIME.test(trimmed) ? trimmed : `${trimmed} ${defaultTime ?? DEFAULT_TIME}`;
  const parsed = parseEnteredDate(withTime);
  if (!parsed.ok || (parsed.date !== null && !isActivityDateInBounds(parsed.date))) return { ok: false, message: ACTIVITY_DATE_MESSAGES.format };
  return { ok: true, value: parsed.date === null ? null : parsed.date.toISOString() };
}

function wholeNumber(text: string, low: number, high: number, message: string): Entry<number> {
  const trimmed = text.trim();
  if (!WHOLE.test(trimmed)) return { ok: false, message };
  const value = Number(trimmed);
  return value >= low && value <= high ? { ok: true, value } : { ok: false, message };
}

/** Part 3 §9: unlimited attempts are stored as 0 and shown as ∞. */
export const attemptsText = (attempts: number | null): string => (attempts === null ? '' : attempts === 0 ? '∞' : String(attempts));

export const ENTRY_MESSAGES = {
  attempts: 'Enter a whole number of attempts up to 1000 (0 or ∞ for unlimited).',
  timeLimit: 'Enter the time limit in whole minutes up to 10080 (0 for Not Timed).',
  resume: 'Enter a whole number from 1 to 1000, or leave it empty.',
  pickx: 'Enter a whole number of items up to 500 (0 for all).',
} as const;

export function readAttempts(text: string): Entry<number> {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '∞') return { ok: true, value: 0 };
  return wholeNumber(trimmed, 0, 1000, ENTRY_MESSAGES.attempts);
}

/** The time limit is typed in minutes and stored in seconds. */
export function readTimeLimitMinutes(text: string): Entry<number> {
  const minutes = wholeNumber(text.trim() === '' ? '0' : text, 0, 60 * 24 * 7, ENTRY_MESSAGES.timeLimit);
  return minutes.ok ? { ok: true, value: minutes.value * 60 } : minutes;
}

export const timeLimitMinutesText = (seconds: number | null): string => (seconds === null ? '' : String(Math.round(seconds / 60)));

export function readResumeAttempts(text: string): Entry<number | null> {
  if (text.trim() === '') return { ok: true, value: null };
  return wholeNumber(text, 1, 1000, ENTRY_MESSAGES.resume);
}

export const readPickx = (text: string): Entry<number> => wholeNumber(text.trim() === '' ? '0' : text, 0, 500, ENTRY_MESSAGES.pickx);

/** A policy's penalty or max: an integer percentage (the policy rule's message otherwise, part 3 §5). */
export const readPercent = (text: string, message: string): Entry<number> => wholeNumber(text, 0, 100, message);
