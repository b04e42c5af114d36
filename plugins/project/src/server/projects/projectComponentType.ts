import { coreServices, defineComponentType, LmsError } from '@lms/sdk';
import { PROJECT_COMPONENT_MESSAGES, projectConfigErrors, projectMaxScore } from '../../rules/projectComponentRules.ts';
import { DEFAULT_PROJECT_CONFIG, projectConfigSchema, type ProjectConfig } from '../../schemas/projectConfig.ts';
import { projectDemo } from './projectDemo.ts';
import { projectSchedule } from './projectSchedule.ts';
import { readSubmission } from './projectSubmission.ts';
import { rubricReferenceErrors } from './rubricReference.ts';

/**
 * The project component (part 2 §3 Project component): takes the whole page,
 * graded by a person (the speed grader) with a rubric or a max score. A
 * submit records a ledger attempt that needs grading; the speed grader's
 * save puts the score in the attempt's submission (projectSubmission.ts).
 */
const deps = { db: coreServices.database };

export const projectComponentType = defineComponentType<ProjectConfig, typeof deps>({
  type: 'project',
  title: 'Project',
  configSchema: projectConfigSchema,
  defaults: DEFAULT_PROJECT_CONFIG,
  pageRules: { wholePage: { message: PROJECT_COMPONENT_MESSAGES.wholePage } },
  deps,
  activity: { gradable: true, maxScore: projectMaxScore, manualGrading: true, schedule: projectSchedule, scoringMethod: () => 'latest' },
  grading: {
    score: ({ config, submission }) => {
      const { score, late } = readSubmission(submission);
      const maxScore = projectMaxScore(config);
      if (score === null) return { score: 0, maxScore, needsManualGrading: true };
      return { score, maxScore, needsManualGrading: false, ...(late ? { late } : {}) };
    },
  },
  // The rules that compare fields, which a JSON Schema cannot: refused with the spec's messages.
  prepare: (config) => {
    const errors = projectConfigErrors(config);
    if (errors.length) throw LmsError.validation(errors.map((error) => ({ ...error, field: `config/${error.field}` })));
    return config;
  },
  checkReferences: (config, { courseId, previous, deps }) => rubricReferenceErrors(deps.db, courseId, config, previous),
  demo: projectDemo,
});
