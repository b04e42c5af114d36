import { describe, expect, it } from 'vitest';
import { DEFAULT_ASSESSMENT_CONFIG, type AssessmentConfig } from '../src/schemas/assessmentConfig.ts';
import { assessmentSettings } from '../src/server/assessmentSettings.ts';

const config = (overrides: Partial<AssessmentConfig> = {}): AssessmentConfig => ({ ...DEFAULT_ASSESSMENT_CONFIG, ...overrides });

describe("the assessment's activity settings", () => {
  it('reads the settings from the config, resume attempts from resume_max_attempts and the policy without its period name', () => {
    const values = assessmentSettings.read(
      config({ due_date: '2030-03-01T12:00:00.000Z', resume_max_attempts: 2, policy: { penalty: 10, per: 86400, max: 50, humanly_per: 'Day' }, scramble: true }),
    );
    expect(values).toMatchObject({ due_date: '2030-03-01T12:00:00.000Z', resume_attempts: 2, policy: { penalty: 10, per: 86400, max: 50 }, scramble: true, graded: true });
    expect(values.policy).not.toHaveProperty('humanly_per');
    expect(Object.keys(values).sort()).toEqual([...assessmentSettings.fields].sort());
  });

  it('applies only the given settings and leaves the rest of the config', () => {
    const before = config({ instructions: 'Read carefully', submission_attempts: 2 });
    const after = assessmentSettings.apply(before, { due_date: '2030-03-01T12:00:00.000Z', resume_attempts: null, show_responses: 'after_due_date' });
    expect(after).toEqual({ ...before, due_date: '2030-03-01T12:00:00.000Z', resume_max_attempts: null, show_responses: 'after_due_date' });
    expect(before.due_date).toBeNull();
  });

  it('marks a time limit off the 15-minute steps as custom', () => {
    expect(assessmentSettings.apply(config(), { time_limit: 2700 })).toMatchObject({ time_limit: 2700, time_limit_custom: false });
    expect(assessmentSettings.apply(config(), { time_limit: 1000 })).toMatchObject({ time_limit: 1000, time_limit_custom: true });
    expect(assessmentSettings.apply(config({ time_limit: 1000, time_limit_custom: true }), { time_limit: 0 })).toMatchObject({ time_limit: 0, time_limit_custom: false });
  });

  it('names the settings field of a save rule on a renamed config field', () => {
    expect(assessmentSettings.fieldOf?.('resume_max_attempts')).toBe('resume_attempts');
    expect(assessmentSettings.fieldOf?.('time_limit_custom')).toBe('time_limit');
    expect(assessmentSettings.fieldOf?.('items')).toBeNull();
  });
});
