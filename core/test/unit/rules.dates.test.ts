import { describe, expect, it } from 'vitest';
import { DATE_FORMAT_MESSAGE, parseEnteredDate, formatEnteredDate, parseIsoDay } from '../../src/rules/index.ts';

describe('entered dates (part 1 §5 "Dates")', () => {
  it('reads mm/dd/yyyy hh:mm in local time, and an empty value clears the date', () => {
    expect(parseEnteredDate('03/14/2027 09:30')).toEqual({ ok: true, date: new Date(2027, 2, 14, 9, 30) });
    expect(parseEnteredDate('03/14/2027')).toEqual({ ok: true, date: new Date(2027, 2, 14, 0, 0) });
    expect(parseEnteredDate('  ')).toEqual({ ok: true, date: null });
  });

  it('refuses impossible dates and years over 2200 with the spec message', () => {
    expect(DATE_FORMAT_MESSAGE).toBe('Date format invalid; use mm/dd/yyyy hh:mm in 24 hour format and your current timezone');
    for (const text of ['02/30/2027', '13/01/2027', '01/01/2201', '01/01/2027 24:00', '2027-01-01', 'tomorrow']) {
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
