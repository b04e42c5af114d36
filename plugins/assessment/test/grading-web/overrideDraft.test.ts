import { describe, expect, it } from 'vitest';
import { ACTIVITY_DATE_MESSAGES } from '@lms/sdk/rules';
import { ASSESSMENT_MESSAGES } from '../../src/schemas/assessmentMessages.ts';
import type { OverrideTerms } from '../../src/calls/overrideCalls.ts';
import { assessmentValueText, OVERRIDE_INPUT_MESSAGES, overrideDraft, overrideFieldOf, readOverrideDraft } from '../../src/web/grading/overrideDraft.ts';

const local = (year: number, month: number, day: number, hours: number, minutes: number) => new Date(year, month - 1, day, hours, minutes).toISOString();

const GLOBAL: OverrideTerms = {
  open_date: local(2030, 3, 1, 8, 0),
  due_date: local(2030, 3, 10, 23, 59),
  close_date: null,
  time_limit: 1800,
  submission_attempts: 2,
  policy: { penalty: 10, per: 86400, max: 50 },
};

const NONE: OverrideTerms = { open_date: null, due_date: null, close_date: null, time_limit: null, submission_attempts: null, policy: null };

describe('overrideDraft and readOverrideDraft (part 3 §3 "Assessment override")', () => {
  it('reads an empty form as no override: every field takes the assessment value', () => {
    const draft = overrideDraft(null, GLOBAL);
    expect(draft.due_date).toEqual({ date: '', time: '' });
    expect(draft.policy).toEqual({ own: false, penalty: '10', per: 86400, max: '50' });
    expect(readOverrideDraft(draft)).toEqual({ ok: true, values: NONE });
  });

  it('gives back the override it was made from: dates, the time limit in minutes, attempts and policy', () => {
    const override: OverrideTerms = { ...NONE, due_date: local(2030, 3, 12, 18, 30), time_limit: 2700, submission_attempts: 0, policy: { penalty: 5, per: 3600, max: 100 } };
    const draft = overrideDraft(override, GLOBAL);
    expect(draft).toMatchObject({ due_date: { date: '2030-03-12', time: '18:30' }, time_limit: '45', submission_attempts: '0', policy: { own: true, penalty: '5', per: 3600, max: '100' } });
    expect(readOverrideDraft(draft)).toEqual({ ok: true, values: override });
  });

  it('turns minutes into seconds, decimals included', () => {
    const reading = readOverrideDraft({ ...overrideDraft(null, GLOBAL), time_limit: '1.5' });
    expect(reading.ok && reading.values.time_limit).toBe(90);
  });

  it("refuses a date without its time with part 2 §5's message naming the field", () => {
    const reading = readOverrideDraft({ ...overrideDraft(null, GLOBAL), close_date: { date: '2030-03-20', time: '' } });
    expect(reading).toEqual({ ok: false, errors: { close_date: 'Enter both a time and a date in Close date' } });
  });

  it('refuses a date outside 1970 to 2199 with the date format message', () => {
    const reading = readOverrideDraft({ ...overrideDraft(null, GLOBAL), open_date: { date: '2200-01-01', time: '10:00' } });
    expect(reading).toEqual({ ok: false, errors: { open_date: ACTIVITY_DATE_MESSAGES.formatFor('Open date') } });
  });

  it('refuses a negative time limit, a fractional or negative number of attempts, and a policy without whole numbers', () => {
    const draft = overrideDraft(null, GLOBAL);
    const reading = readOverrideDraft({ ...draft, time_limit: '-5', submission_attempts: '1.5', policy: { ...draft.policy, own: true, penalty: '2.5' } });
    expect(reading).toEqual({ ok: false, errors: { time_limit: OVERRIDE_INPUT_MESSAGES.timeLimit, submission_attempts: OVERRIDE_INPUT_MESSAGES.attempts, policy: ASSESSMENT_MESSAGES.policy } });
  });

  it('starts an own policy from 10% a day up to 100% when the assessment has none', () => {
    expect(overrideDraft(null, { ...GLOBAL, policy: null }).policy).toEqual({ own: false, penalty: '10', per: 86400, max: '100' });
  });
});

describe("the assessment's values beside the fields", () => {
  it('writes each in words, dates as MM/DD/YYYY HH:MI', () => {
    expect(assessmentValueText(GLOBAL, 'due_date')).toBe('03/10/2030 23:59');
    expect(assessmentValueText(GLOBAL, 'close_date')).toBe('none');
    expect(assessmentValueText({ ...GLOBAL, close_date: '2199-12-31T12:00:00.000Z' }, 'close_date')).toBe('none');
    expect(assessmentValueText(GLOBAL, 'time_limit')).toBe('30 minutes');
    expect(assessmentValueText({ ...GLOBAL, time_limit: 0 }, 'time_limit')).toBe('Not Timed');
    expect(assessmentValueText(GLOBAL, 'submission_attempts')).toBe('2');
    expect(assessmentValueText({ ...GLOBAL, submission_attempts: 0 }, 'submission_attempts')).toBe('unlimited');
    expect(assessmentValueText(GLOBAL, 'policy')).toBe('10% per day, at most 50%');
    expect(assessmentValueText({ ...GLOBAL, policy: null }, 'policy')).toBe('late work not auto-accepted');
  });
});

describe('overrideFieldOf', () => {
  it("names the form's field for a server's 422 field, nested ones included", () => {
    expect(overrideFieldOf('due_date')).toBe('due_date');
    expect(overrideFieldOf('policy/max')).toBe('policy');
    expect(overrideFieldOf('student_id')).toBeNull();
  });
});
