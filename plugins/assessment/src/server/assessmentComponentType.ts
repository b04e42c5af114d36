import { defineComponentType, jsonSchema, LmsError } from '@lms/sdk';
import { assessmentConfigSchema, DEFAULT_ASSESSMENT_CONFIG, type AssessmentConfig } from '../schemas/assessmentConfig.ts';
import { assessmentConfigErrors, assessmentMaxScore, normaliseAssessmentConfig } from '../schemas/assessmentRules.ts';
import { assessmentSchedule, assessmentScoreVisibility } from './assessmentActivity.ts';
import { scoreAssessmentAttempt } from './assessmentGrading.ts';
import { assessmentReferenceErrors } from './assessmentReferences.ts';
import { seedDemoAssessment } from './demo/seedDemoAssessment.ts';
import { assessmentTypeDeps, type AssessmentTypeDeps } from './assessmentTypeDeps.ts';
import { overrideSchedules } from './overrides/overrideSchedules.ts';
import { openAssessmentAttempts } from './delivery/openAttempts.ts';
import { assessmentSettings } from './assessmentSettings.ts';

export const assessmentComponentType = defineComponentType<AssessmentConfig, AssessmentTypeDeps>({
  type: 'assessment',
  title: 'Assessment',
  configSchema: jsonSchema<AssessmentConfig>(assessmentConfigSchema),
  defaults: DEFAULT_ASSESSMENT_CONFIG,
  // Attempts with answers to the manually scored types (part 2 §9) wait for a person.
  // Per-student overrides reach the gradebook through core's grade records (studentSchedules).
  activity: {
    gradable: true,
    maxScore: assessmentMaxScore,
    manualGrading: true,
    schedule: assessmentSchedule,
    scoreVisibility: assessmentScoreVisibility,
    studentSchedules: overrideSchedules,
    openAttempts: openAssessmentAttempts,
    settings: assessmentSettings,
  },
  deps: assessmentTypeDeps,
  grading: { score: scoreAssessmentAttempt },
  // The save rules compare fields, which a JSON Schema cannot: refused here with the spec's messages, as the schema's are.
  prepare: (config) => {
    const normalised = normaliseAssessmentConfig(config);
    const errors = assessmentConfigErrors(normalised);
    if (errors.length) throw LmsError.validation(errors.map((error) => ({ ...error, field: `config/${error.field}` })));
    return normalised;
  },
  checkReferences: assessmentReferenceErrors,
  searchableText: (config) => config.instructions,
  // The demo's Questions go to the demo instructor's item bank (`seed`); students see responses at once, right answers after their last attempt.
  demo: {
    title: 'Check your understanding',
    config: {
      ...DEFAULT_ASSESSMENT_CONFIG,
      instructions: 'Answer each Question, then submit. You have two attempts and 15 minutes for each.',
      submission_attempts: 2,
      time_limit: 900,
      show_score: 2,
      show_responses: 'immediately',
      show_correct_answers: 'after_max_attempts',
    },
    seed: seedDemoAssessment,
  },
});
