import { describe, expect, it } from 'vitest';
import type { ActivityDescriptor } from '@lms/contract';
import { describedActivity, standardSchedule } from '../../src/content/activitySchedule.ts';

const NOTHING = { open_date: null, due_date: null, close_date: null, time_limit: 0, submission_attempts: 0, policy: null, graded: true };

describe('the standard schedule of a config', () => {
  it('reads the fields of the same names', () => {
    expect(
      standardSchedule({
        open_date: '2030-01-01T10:00:00Z',
        due_date: '2030-01-02T10:00:00.500+02:00',
        close_date: '2032-02-29 23:59:59-0130',
        time_limit: 900,
        submission_attempts: 3,
        policy: { penalty: 10, per: 86400, max: 50, humanly_per: 'Day' },
        graded: false,
        unrelated: 1,
      }),
    ).toEqual({
      open_date: '2030-01-01T10:00:00Z',
      due_date: '2030-01-02T10:00:00.500+02:00',
      close_date: '2032-02-29 23:59:59-0130',
      time_limit: 900,
      submission_attempts: 3,
      policy: { penalty: 10, per: 86400, max: 50 },
      graded: false,
    });
  });

  it('counts a value of the wrong shape as absent', () => {
    expect(standardSchedule({})).toEqual(NOTHING);
    expect(
      standardSchedule({ open_date: '2030-02-29T10:00:00Z', due_date: '2030-01-01', close_date: 1893456000000, time_limit: -1, submission_attempts: 1.5, policy: { penalty: 10, per: 0, max: 50 }, graded: 'yes' }),
    ).toEqual(NOTHING);
    expect(standardSchedule({ open_date: '2030-01-01T10:00:00', due_date: '0000-01-01T00:00:00Z', time_limit: 2 ** 31, policy: [10, 86400, 50] })).toEqual(NOTHING);
  });

  it('takes every date-time form the JSON Schema date-time format takes', () => {
    for (const date of ['2030-01-01t10:00:00z', '2030-01-01 10:00:00+02', '2030-01-01T10:00:00.123456789-0530']) expect(standardSchedule({ due_date: date }).due_date).toBe(date);
  });
});

describe("an activity descriptor's answers", () => {
  const base: ActivityDescriptor<Record<string, unknown>> = { gradable: true, maxScore: () => 1 };

  it('default to at once and the highest attempt', () => {
    expect(describedActivity(base, {})).toEqual({ schedule: NOTHING, scoreVisibility: 'immediately', scoringMethod: 'highest' });
  });

  it("refuse a hook's answer the gradebook could not read", () => {
    expect(() => describedActivity({ ...base, scoreVisibility: () => 'sometimes' as never }, {})).toThrow('activity.scoreVisibility answered "sometimes"');
    expect(() => describedActivity({ ...base, scoringMethod: () => 'best' as never }, {})).toThrow('activity.scoringMethod answered "best"');
  });
});
