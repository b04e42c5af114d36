import type { AssessmentConfig } from '../../schemas/assessmentConfig.ts';
import type { OverrideTerms } from '../../calls/overrideCalls.ts';
import { TIME_LIMIT_CHOICES } from '../../schemas/timeLimits.ts';
import type { AttemptSubmission } from '../../scoring/attemptSubmission.ts';

/** Part 3 §3 "Assessment override": the settings a professor may change for one student. */
export const OVERRIDE_FIELDS = ['open_date', 'due_date', 'close_date', 'time_limit', 'submission_attempts', 'policy'] as const;
export type OverrideField = (typeof OVERRIDE_FIELDS)[number];

export const NO_OVERRIDE: OverrideTerms = { open_date: null, due_date: null, close_date: null, time_limit: null, submission_attempts: null, policy: null };

export const isEmptyOverride = (terms: OverrideTerms) => OVERRIDE_FIELDS.every((field) => terms[field] === null);

/** The assessment's own values of the fields an override may change (the `global` of the override calls). */
export function globalTerms(config: AssessmentConfig): OverrideTerms {
  const { open_date, due_date, close_date, time_limit, submission_attempts, policy } = config;
  return { open_date, due_date, close_date, time_limit, submission_attempts, policy };
}

/**
 * The assessment as it applies to one student: each field the override sets
 * replaces the assessment's. Delivery decides everything (state, deadline,
 * saves, submit, lateness, review) on this config.
 */
export function applyOverride(config: AssessmentConfig, terms: OverrideTerms | null): AssessmentConfig {
  if (terms === null || isEmptyOverride(terms)) return config;
  const effective = { ...config };
  for (const field of OVERRIDE_FIELDS) {
    if (terms[field] !== null) Object.assign(effective, { [field]: terms[field] });
  }
  // A limit that is none of the 15-minute steps is a custom one.
  if (terms.time_limit !== null) effective.time_limit_custom = !(TIME_LIMIT_CHOICES as readonly number[]).includes(terms.time_limit);
  return effective;
}

/**
 * What a submission carries of the student's own terms (AttemptSubmission's
 * `due_date`, `policy`): only what the override sets, so that the grading
 * hook reads the assessment's own values otherwise.
 */
export function submissionTerms(terms: OverrideTerms | null): Pick<AttemptSubmission, 'due_date' | 'policy'> {
  if (terms === null) return {};
  return {
    ...(terms.due_date === null ? {} : { due_date: terms.due_date }),
    ...(terms.policy === null ? {} : { policy: { penalty: terms.policy.penalty, per: terms.policy.per, max: terms.policy.max } }),
  };
}
