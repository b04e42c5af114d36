import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinDateAndTime, splitDate } from '../src/schemas/dateParts.ts';
import { timeLimitLabel } from '../src/schemas/timeLimits.ts';

const timeZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Paris';
});
afterAll(() => {
  process.env.TZ = timeZone;
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
    ['1969-12-31', '10:00'],
    ['2200-01-01', '10:00'],
    ['2030-03-10', '24:00'],
    ['2030-03-10', '10:60'],
    ['03/10/2030', '10:00'],
    ['2030-03-10', '10h'],
  ])('refuses %s %s with the date format message', (date, time) => {
    expect(joinDateAndTime(date, time, 'Close date')).toEqual({ ok: false, message: 'Please check your date format (MM/DD/YYYY HH:MI) for Close date' });
  });

  it('takes 1970 and 2199', () => {
    expect(joinDateAndTime('1970-03-01', '10:00', 'Open date').ok).toBe(true);
    expect(joinDateAndTime('2199-12-31', '23:59', 'Open date').ok).toBe(true);
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

describe('timeLimitLabel (part 3 §9)', () => {
  it.each([
    [0, 'Not Timed'],
    [900, '15 minutes'],
    [1800, '30 minutes'],
    [2700, '45 minutes'],
    [3600, '1 hour'],
    [4500, '75 minutes'],
    [5400, '90 minutes'],
    [6300, '105 minutes'],
    [7200, '2 hours'],
    [1000, '17 minutes'],
    [60, '1 minute'],
    [10800, '180 minutes'],
  ])('shows %d seconds as %s', (seconds, label) => {
    expect(timeLimitLabel(seconds)).toBe(label);
  });
});
