import { coreServices, defineComponentType, LmsError } from '@lms/sdk';
import { PROJECT_COMPONENT_MESSAGES, projectConfigErrors, projectMaxScore } from '../../rules/projectComponentRules.ts';
import { DEFAULT_PROJECT_CONFIG, projectConfigSchema, type ProjectConfig } from '../../schemas/projectConfig.ts';
import { projectDemo } from './projectDemo.ts';
import { projectSchedule } from './projectSchedule.ts';
import { projectSettings } from './projectSettings.ts';
import { readGradePayload, scoreOfGradePayload } from '../../schemas/gradePayload.ts';
import { rubricReferenceErrors } from './rubricReference.ts';

/**
 * The project component (part 2 §3 Project component): takes the whole page,
 * graded by a person (the speed grader) with a rubric or a max score. A
 * submit records a ledger attempt that needs grading; the speed grader's
 * save puts the grade in the attempt's submission (schemas/gradePayload.ts).
 */
const deps = { db: coreServices.database };

export const projectComponentType = defineComponentType<ProjectConfig, typeof deps>({
  type: 'project',
  title: 'Project',
  configSchema: projectConfigSchema,
  defaults: DEFAULT_PROJECT_CONFIG,
  pageRules: { wholePage: { message: PROJECT_COMPONENT_MESSAGES.wholePage } },
  deps,
  activity: { gradable: true, maxScore: projectMaxScore, manualGrading: true, schedule: projectSchedule, scoringMethod: () => 'latest', settings: projectSettings },
  grading: {
    score: ({ config, submission }) => scoreOfGradePayload(readGradePayload(submission, projectMaxScore(config))),
  },
  // The rules that compare fields, which a JSON Schema cannot: refused with the spec's messages.
  prepare: (config) => {
    const errors = projectConfigErrors(config);
    if (errors.length) throw LmsError.validation(errors.map((error) => ({ ...error, field: `config/${error.field}` })));
    return config;
  },
  checkReferences: (config, { courseId, previous, deps }) => rubricReferenceErrors(deps.db, courseId, config, previous),
  // The same check again under the rubric's row lock (shared: attaches do not wait for each other), in the
  // save's transaction: a rubric save (which locks the row for update) either sees this component or has
  // already changed the total, and then this save is refused instead of storing the old total.
  lockReferences: (trx, config, { courseId, previous }) => rubricReferenceErrors(trx, courseId, config, previous, true),
  demo: projectDemo,
});
