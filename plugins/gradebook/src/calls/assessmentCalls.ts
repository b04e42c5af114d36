import { defineCall, ID_PATTERN, Type, type Static } from '@lms/sdk/calls';

/**
 * The assessment plugin's calls the instructor gradebook makes from a cell
 * (issue 17 item 2: per-student overrides, submit-on-behalf), declared here by
 * path and shape so the gradebook never imports that plugin. The shapes are
 * plugins/assessment/src/calls/overrideCalls.ts and gradingCalls.ts
 * (part 2 §7); keep them in step.
 */

const ID = Type.String({ pattern: ID_PATTERN });
const isoDateOrNull = Type.Union([Type.String(), Type.Null()]);
const integerOrNull = Type.Union([Type.Integer(), Type.Null()]);
const numberOrNull = Type.Union([Type.Number(), Type.Null()]);

/** A late policy (part 2 §3): percent per period (3600, 86400 or 604800 seconds), at most `max` percent. */
const PolicySchema = Type.Object({ penalty: Type.Integer(), per: Type.Integer(), max: Type.Integer(), humanly_per: Type.Optional(Type.String()) });

/** What a student override may change; null: the assessment's own value. */
export const OverrideTermsSchema = Type.Object({
  open_date: isoDateOrNull,
  due_date: isoDateOrNull,
  close_date: isoDateOrNull,
  /** Seconds; 0 = not timed for this student. */
  time_limit: integerOrNull,
  /** 0 = unlimited for this student. */
  submission_attempts: integerOrNull,
  policy: Type.Union([PolicySchema, Type.Null()]),
});
export type OverrideTerms = Static<typeof OverrideTermsSchema>;

/** GET assessment_override/{courseId}/{componentId}/{studentId}: the assessment's values and the student's override. */
export const getStudentOverride = defineCall({
  method: 'GET',
  path: 'assessment_override/:courseId/:componentId/:studentId',
  summary: "The assessment's values (global) and one student's override or null (the assessment plugin's call).",
  answer: Type.Object({ global: OverrideTermsSchema, override: Type.Union([OverrideTermsSchema, Type.Null()]) }),
});

/** POST assessment_override/{courseId}/{componentId}/{studentId}: null or absent takes the assessment's value, all absent removes it. */
export const saveStudentOverride = defineCall({
  method: 'POST',
  path: 'assessment_override/:courseId/:componentId/:studentId',
  summary: "Sets a student's override (the assessment plugin's call).",
  body: Type.Partial(OverrideTermsSchema),
  answer: OverrideTermsSchema,
});

/** POST assessment/update/{courseId} (part 2 §7, submit-on-behalf): one job per student with a running attempt. */
export const submitOnBehalf = defineCall({
  method: 'POST',
  path: 'assessment/update/:courseId',
  summary: "Submits the students' running attempts at these assessments (the assessment plugin's call).",
  body: Type.Object({ user_ids: Type.Array(ID, { minItems: 1 }), component_ids: Type.Array(ID, { minItems: 1 }) }),
  answer: Type.Object({ jobs: Type.Array(Type.Object({ reference: Type.String(), user_id: Type.String(), component_id: Type.String() })) }),
});

export const JobStateSchema = Type.Object({
  reference: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('done'), Type.Literal('failed')]),
  message: Type.Optional(Type.String()),
  score: Type.Optional(numberOrNull),
  max_score: Type.Optional(numberOrNull),
});
export type JobState = Static<typeof JobStateSchema>;

/** POST assessment/job_poller (part 2 §7): the caller's submit-on-behalf jobs. */
export const pollJobs = defineCall({
  method: 'POST',
  path: 'assessment/job_poller',
  summary: "Each job pending, done (with the score) or failed (with the message) (the assessment plugin's call).",
  body: Type.Object({ references: Type.Array(Type.String()) }),
  answer: Type.Object({ jobs: Type.Array(JobStateSchema) }),
});
