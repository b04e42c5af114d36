import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVITY_DATE_MESSAGES,
  DATE_FORMAT_MESSAGE,
  DEFAULT_TIME,
  FIRST_DATE_YEAR,
  LAST_DATE_YEAR,
  LOCK_DATE,
  MAX_DATE_YEAR,
  NO_CLOSE_YEAR,
  NO_DATE_SENTINEL,
  formatEnteredDate,
  isActivityDateInBounds,
  isNoCloseDate,
  isNoDate,
  joinDateAndTime,
  parseEnteredDate,
  parseIsoDay,
  readDateParts,
  splitDate,
} from '../src/rules/index.ts';

// The author's time zone is not UTC, so reading in local time is checked.
const timeZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Paris';
});
afterAll(() => {
  process.env.TZ = timeZone;
});

describe('the spec date constants (part 1 §9, part 2 §5 §9, part 3 §4 §5 §9)', () => {
  it('are the spec values', () => {
    expect([FIRST_DATE_YEAR, LAST_DATE_YEAR, NO_CLOSE_YEAR, MAX_DATE_YEAR]).toEqual([1970, 2199, 2198, 2200]);
    expect(NO_DATE_SENTINEL).toBe('2199-12-31');
    expect(DEFAULT_TIME).toBe('23:59');
    expect(LOCK_DATE).toBe('2050-01-01');
    expect(ACTIVITY_DATE_MESSAGES.format).toBe('Please check your date format (MM/DD/YYYY HH:MI)');
    expect(ACTIVITY_DATE_MESSAGES.formatFor('Due date')).toBe('Please check your date format (MM/DD/YYYY HH:MI) for Due date');
    expect(ACTIVITY_DATE_MESSAGES.bothDateAndTime('Due date')).toBe('Enter both a time and a date in Due date');
  });
});

describe('entered dates (part 1 §5 "Dates")', () => {
  it('reads mm/dd/yyyy hh:mm in local time, and an empty value clears the date', () => {
    expect(parseEnteredDate('03/14/2027 09:30')).toEqual({ ok: true, date: new Date(2027, 2, 14, 9, 30) });
    expect(parseEnteredDate('03/14/2027')).toEqual({ ok: true, date: new Date(2027, 2, 14, 0, 0) });
    expect(parseEnteredDate('  ')).toEqual({ ok: true, date: null });
  });

  it('takes a year up to 2200 (part 1 keeps its own bound)', () => {
    expect(parseEnteredDate('12/31/2200 23:59')).toEqual({ ok: true, date: new Date(2200, 11, 31, 23, 59) });
    expect(parseEnteredDate('01/01/1950 00:00')).toEqual({ ok: true, date: new Date(1950, 0, 1, 0, 0) });
  });

  it('refuses impossible dates and years over 2200 with the spec message', () => {
    expect(DATE_FORMAT_MESSAGE).toBe('Date format invalid; use mm/dd/yyyy hh:mm in 24 hour format and your current timezone');
    for (const text of ['02/30/2027', '13/01/2027', '01/01/2201', '01/01/2027 24:00', '01/01/2027 10:60', '01/01/0050', '2027-01-01', 'tomorrow']) {
      expect(parseEnteredDate(text)).toEqual({ ok: false, message: DATE_FORMAT_MESSAGE });
    }
  });
});

describe('calendar days sent as yyyy-mm-dd', () => {
  it('accepts real days, and no day for an empty value', () => {
    expect(parseIsoDay('2027-01-18')).toEqual({ ok: true, day: '2027-01-18' });
    expect(parseIsoDay('2028-02-29')).toEqual({ ok: true, day: '2028-02-29' });
    expect(parseIsoDay('')).toEqual({ ok: true, day: null });
  });

  it('refuses impossible days, other formats and years over 2200', () => {
    for (const text of ['2027-02-29', '2027-13-01', '2201-01-01', '01/18/2027', '2027-1-18', '0999-01-01']) {
      expect(parseIsoDay(text)).toEqual({ ok: false, message: DATE_FORMAT_MESSAGE });
    }
  });
});

describe('formatEnteredDate', () => {
  it('shows a date as mm/dd/yyyy hh:mm in local time, which parseEnteredDate reads back', () => {
    const date = new Date(2027, 2, 9, 8, 5);
    expect(formatEnteredDate(date)).toBe('03/09/2027 08:05');
    expect(parseEnteredDate(formatEnteredDate(date.toISOString()))).toEqual({ ok: true, date });
  });

  it('shows nothing for no date or an unreadable one', () => {
    expect(formatEnteredDate(null)).toBe('');
    expect(formatEnteredDate(undefined)).toBe('');
    expect(formatEnteredDate('not a date')).toBe('');
  });
});

describe('joinDateAndTime (part 2 §5)', () => {
  it('reads a date and a time in the author time zone', () => {
    expect(joinDateAndTime('2030-03-10', '14:30', 'Due date')).toEqual({ ok: true, value: '2030-03-10T13:30:00.000Z' });
    expect(joinDateAndTime('2030-07-01', '00:00', 'Due date')).toEqual({ ok: true, value: '2030-06-30T22:00:00.000Z' });
  });

  it('reads both empty as no date', () => {
    expect(joinDateAndTime('', '', 'Due date')).toEqual({ ok: true, value: null });
  });

  it('refuses one without the other', () => {
    expect(joinDateAndTime('2030-03-10', '', 'Due date')).toEqual({ ok: false, message: 'Enter both a time and a date in Due date' });
    expect(joinDateAndTime('', '10:00', 'Open date')).toEqual({ ok: false, message: 'Enter both a time and a date in Open date' });
  });

  it.each([
    ['2030-02-31', '10:00'],
    ['2030-13-01', '10:00'],
    ['2030-00-10', '10:00'],
    ['1969-12-31', '10:00'],
    ['1969-12-31', '23:59'],
    ['2200-01-01', '10:00'],
    ['2200-01-01', '00:00'],
    ['2030-03-10', '24:00'],
    ['2030-03-10', '10:60'],
    ['03/10/2030', '10:00'],
    ['2030-03-10', '10h'],
    ['0050-03-10', '10:00'],
  ])('refuses %s %s with the date format message', (date, time) => {
    expect(joinDateAndTime(date, time, 'Close date')).toEqual({ ok: false, message: 'Please check your date format (MM/DD/YYYY HH:MI) for Close date' });
  });

  it('takes 1970 and 2199, the first and last day of the bounds', () => {
    expect(joinDateAndTime('1970-01-01', '00:00', 'Open date').ok).toBe(true);
    expect(joinDateAndTime('1970-03-01', '10:00', 'Open date').ok).toBe(true);
    expect(joinDateAndTime('2199-12-31', '23:59', 'Open date').ok).toBe(true);
    expect(joinDateAndTime(NO_DATE_SENTINEL, DEFAULT_TIME, 'Open date')).toEqual({ ok: true, value: '2199-12-31T22:59:00.000Z' });
  });
});

describe('splitDate', () => {
  it('shows a stored date as the inputs do, and reads back the same', () => {
    expect(splitDate('2030-03-10T13:30:00.000Z')).toEqual({ date: '2030-03-10', time: '14:30' });
    expect(splitDate(null)).toEqual({ date: '', time: '' });
    const { date, time } = splitDate('2031-11-05T08:05:00.000Z');
    expect(joinDateAndTime(date, time, 'Due date')).toEqual({ ok: true, value: '2031-11-05T08:05:00.000Z' });
  });
});

describe('readDateParts', () => {
  it('reads a date and a time in local time, with no bounds', () => {
    expect(readDateParts('2030-03-10', '14:30')).toEqual(new Date(2030, 2, 10, 14, 30));
    expect(readDateParts('2250-01-01', '00:00')).toEqual(new Date(2250, 0, 1, 0, 0));
  });

  it('gives null for a malformed or impossible date or time', () => {
    for (const [date, time] of [['2030-02-29', '10:00'], ['2030-03-10', '24:00'], ['2030-03-10', ''], ['03/10/2030', '10:00'], ['0050-01-01', '10:00']]) {
      expect(readDateParts(date!, time!)).toBeNull();
    }
  });
});

describe('stored activity dates: bounds, no close and no date', () => {
  it('lie between 1970 and 2199 (the UTC year of the stored date)', () => {
    expect(isActivityDateInBounds('1970-01-01T00:00:00.000Z')).toBe(true);
    expect(isActivityDateInBounds('2199-12-31T23:59:59.999Z')).toBe(true);
    expect(isActivityDateInBounds(new Date('2050-01-01T00:00:00.000Z'))).toBe(true);
    expect(isActivityDateInBounds('1969-12-31T23:59:59.999Z')).toBe(false);
    expect(isActivityDateInBounds('2200-01-01T00:00:00.000Z')).toBe(false);
  });

  it("are 'no close' from 2198 on, in the reader's time zone", () => {
    expect(isNoCloseDate(new Date(2197, 11, 31, 23, 59))).toBe(false);
    expect(isNoCloseDate(new Date(2198, 0, 1, 0, 0))).toBe(true);
    expect(isNoCloseDate(`${NO_DATE_SENTINEL}T12:00:00.000Z`)).toBe(true);
    // 23:30 UTC on 12/31/2197 is already 2198 in Paris.
    expect(isNoCloseDate('2197-12-31T23:30:00.000Z')).toBe(true);
  });

  it('mean no date after 2198 (the 2199-12-31 sentinel), in the reader\'s time zone', () => {
    expect(isNoDate(new Date(2198, 11, 31, 23, 59))).toBe(false);
    expect(isNoDate(new Date(2199, 0, 1, 0, 0))).toBe(true);
    expect(isNoDate(`${NO_DATE_SENTINEL}T12:00:00.000Z`)).toBe(true);
    expect(isNoDate(`${LOCK_DATE}T00:00:00.000Z`)).toBe(false);
  });
});
