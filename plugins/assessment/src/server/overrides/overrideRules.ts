import { assessmentConfigErrors, type RuleError } from '../../schemas/assessmentRules.ts';
import type { AssessmentConfig } from '../../schemas/assessmentConfig.ts';
import type { OverrideTerms } from '../../calls/overrideCalls.ts';
import { applyOverride, OVERRIDE_FIELDS, type OverrideField } from './studentOverride.ts';

const isOverrideField = (field: string): field is OverrideField => (OVERRIDE_FIELDS as readonly string[]).includes(field);

/**
 * Part 2 §5 "Assessment save" rules over the dates and settings the student
 * would get (part 3 §5: date format, 'Please order your dates sensibly' over
 * the effective dates, the policy, the time limit). Only what the override
 * breaks is answered: a rule the assessment itself already breaks is not the
 * override's doing. An override cannot take a date away, so the only other
 * rule it can break is a "show after the maximum attempts" setting once it
 * makes attempts unlimited: answered on `submission_attempts`.
 */
export function overrideErrors(config: AssessmentConfig, terms: OverrideTerms): RuleError[] {
  const own = new Set(assessmentConfigErrors(config).map((error) => `${error.field}\n${error.message}`));
  const errors = assessmentConfigErrors(applyOverride(config, terms))
    .filter((error) => !own.has(`${error.field}\n${error.message}`))
    .map((error) => (isOverrideField(error.field) ? error : { ...error, field: 'submission_attempts' }));
  return errors.filter((error, index) => errors.findIndex((other) => other.field === error.field) === index);
}
