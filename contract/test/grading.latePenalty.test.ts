import { describe, expect, it } from 'vitest';
import { DAY, HOUR, WEEK, latenessSeconds, latePenalty, penaltyPercent, penaltyPeriod } from '../src/grading/latePenalty.ts';

const daily = { penalty: 10, per: DAY, max: 50 };

describe('penaltyPeriod (per 3600 is hour, 86400 is day, otherwise week)', () => {
  it.each([
    [3600, HOUR],
    [86400, DAY],
    [604800, WEEK],
    [60, WEEK],
    [7200, WEEK],
    [0, WEEK],
    [-1, WEEK],
  ])('per %d counts periods of %d seconds', (per, seconds) => {
    expect(penaltyPeriod(per)).toBe(seconds);
  });
});

describe('latePenalty (part 1 §9)', () => {
  it('takes nothing from work that is not late', () => {
    expect(latePenalty(80, daily, 0)).toBe(80);
    expect(latePenalty(80, daily, -3600)).toBe(80);
    expect(penaltyPercent(daily, 0)).toBe(0);
  });

  it('takes one period as soon as work is late, and one per started period after', () => {
    expect(latePenalty(80, daily, 1)).toBe(72);
    expect(latePenalty(80, daily, DAY - 1)).toBe(72);
    // Exactly one day late is one period (ceil), not two (the other reading's 1 + floor).
    expect(latePenalty(80, daily, DAY)).toBe(72);
    expect(latePenalty(80, daily, DAY + 1)).toBe(64);
    expect(latePenalty(80, daily, 3 * DAY)).toBe(56);
  });

  it('stops at the max', () => {
    expect(penaltyPercent(daily, 5 * DAY)).toBe(50);
    expect(penaltyPercent(daily, 40 * DAY)).toBe(50);
    expect(latePenalty(80, daily, 40 * DAY)).toBe(40);
    expect(latePenalty(80, { penalty: 25, per: DAY, max: 100 }, 10 * DAY)).toBe(0);
  });

  it('counts hours, days and weeks by the policy period, and any other period as weeks', () => {
    expect(penaltyPercent({ penalty: 5, per: HOUR, max: 100 }, 2.5 * HOUR)).toBe(15);
    expect(penaltyPercent({ penalty: 5, per: DAY, max: 100 }, 2.5 * HOUR)).toBe(5);
    expect(penaltyPercent({ penalty: 5, per: WEEK, max: 100 }, 8 * DAY)).toBe(10);
    expect(penaltyPercent({ penalty: 5, per: 1234, max: 100 }, 8 * DAY)).toBe(10);
    expect(penaltyPercent({ penalty: 5, per: 1234, max: 100 }, 2 * HOUR)).toBe(5);
  });

  it('takes nothing with a zero penalty and keeps fractional scores', () => {
    expect(latePenalty(9.5, { penalty: 0, per: DAY, max: 100 }, 10 * DAY)).toBe(9.5);
    expect(latePenalty(7, { penalty: 10, per: HOUR, max: 100 }, 60)).toBeCloseTo(6.3, 10);
  });

  it('never deducts more than everything or less than nothing, whatever the policy says', () => {
    expect(latePenalty(10, { penalty: 60, per: DAY, max: 300 }, 3 * DAY)).toBe(0);
    expect(latePenalty(10, { penalty: -10, per: DAY, max: 100 }, DAY)).toBe(10);
  });
});

describe('latenessSeconds', () => {
  it('is the time after the due date, negative before, 0 without one', () => {
    const due = new Date('2030-03-01T12:00:00Z');
    expect(latenessSeconds(new Date('2030-03-01T13:30:00Z'), due)).toBe(5400);
    expect(latenessSeconds(new Date('2030-03-01T11:00:00Z'), due)).toBe(-3600);
    expect(latenessSeconds(new Date('2030-03-01T12:00:00Z'), due)).toBe(0);
    expect(latenessSeconds(new Date('2030-03-01T13:30:00Z'), null)).toBe(0);
  });
});
