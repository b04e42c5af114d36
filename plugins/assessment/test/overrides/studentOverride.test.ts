import { describe, expect, it } from 'vitest';
import { DEFAULT_ASSESSMENT_CONFIG, type AssessmentConfig } from '../../src/schemas/assessmentConfig.ts';
import { overrideErrors } from '../../src/server/overrides/overrideRules.ts';
import { applyOverride, globalTerms, NO_OVERRIDE, submissionTerms } from '../../src/server/overrides/studentOverride.ts';

const config: AssessmentConfig = {
  ...DEFAULT_ASSESSMENT_CONFIG,
  open_date: '2030-01-01T00:00:00.000Z',
  due_date: '2030-01-10T00:00:00.000Z',
  close_date: '2030-01-20T00:00:00.000Z',
  time_limit: 1800,
  submission_attempts: 2,
  policy: { penalty: 10, per: 86400, max: 50, humanly_per: 'Day' },
};

describe('a student override over the assessment', () => {
  it('replaces each field it sets and keeps the others', () => {
    const effective = applyOverride(config, { ...NO_OVERRIDE, due_date: '2030-01-15T00:00:00.000Z', time_limit: 2000, submission_attempts: 0 });
    expect(effective).toMatchObject({
      open_date: config.open_date,
      due_date: '2030-01-15T00:00:00.000Z',
      close_date: config.close_date,
      time_limit: 2000,
      time_limit_custom: true,
      submission_attempts: 0,
      policy: config.policy,
    });
    expect(applyOverride(config, { ...NO_OVERRIDE, time_limit: 0 })).toMatchObject({ time_limit: 0, time_limit_custom: false });
    expect(applyOverride(config, null)).toBe(config);
    expect(applyOverride(config, NO_OVERRIDE)).toBe(config);
    expect(globalTerms(config)).toEqual({ open_date: config.open_date, due_date: config.due_date, close_date: config.close_date, time_limit: 1800, submission_attempts: 2, policy: config.policy });
  });

  it('hands the grading hook only the due date and policy it sets', () => {
    expect(submissionTerms(null)).toEqual({});
    expect(submissionTerms({ ...NO_OVERRIDE, time_limit: 60 })).toEqual({});
    expect(submissionTerms({ ...NO_OVERRIDE, due_date: '2030-01-15T00:00:00.000Z', policy: { penalty: 5, per: 3600, max: 100, humanly_per: 'Hour' } })).toEqual({
      due_date: '2030-01-15T00:00:00.000Z',
      policy: { penalty: 5, per: 3600, max: 100 },
    });
  });
});

describe('override rules (part 2 §5 over the effective settings)', () => {
  it('orders the effective dates', () => {
    expect(overrideErrors(config, { ...NO_OVERRIDE, due_date: '2030-01-25T00:00:00.000Z' })).toEqual([{ field: 'due_date', message: 'Please order your dates sensibly' }]);
    expect(overrideErrors(config, { ...NO_OVERRIDE, close_date: '2029-12-31T00:00:00.000Z' })).toEqual([
      { field: 'open_date', message: 'Please order your dates sensibly' },
      { field: 'due_date', message: 'Please order your dates sensibly' },
    ]);
    expect(overrideErrors(config, { ...NO_OVERRIDE, due_date: '2030-01-25T00:00:00.000Z', close_date: '2030-01-30T00:00:00.000Z' })).toEqual([]);
  });

  it('checks the date range, the policy and the time limit with the save messages', () => {
    expect(overrideErrors(config, { ...NO_OVERRIDE, open_date: '1969-12-31T00:00:00.000Z' })).toEqual([
      { field: 'open_date', message: 'Please check your date format (MM/DD/YYYY HH:MI) for Open date' },
    ]);
    expect(overrideErrors(config, { ...NO_OVERRIDE, policy: { penalty: 15, per: 3600, max: 40 } })).toEqual([
      { field: 'policy', message: 'Please either un-check auto-accept policy or fill out the policy with an integer percentage penalty with a max that is a multiple of this or 100.' },
    ]);
    expect(overrideErrors(config, { ...NO_OVERRIDE, policy: { penalty: 15, per: 3600, max: 45 }, time_limit: 61 })).toEqual([]);
  });

  it("refuses unlimited attempts when the assessment shows something after the maximum attempts", () => {
    const afterMax = { ...config, show_responses: 'after_max_attempts' } as AssessmentConfig;
    expect(overrideErrors(afterMax, { ...NO_OVERRIDE, submission_attempts: 0 })).toEqual([
      { field: 'submission_attempts', message: 'Without a maximum number of attempts, we cannot show responses after that.' },
    ]);
    expect(overrideErrors(afterMax, { ...NO_OVERRIDE, submission_attempts: 5 })).toEqual([]);
  });
});
