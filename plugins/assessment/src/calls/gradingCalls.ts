import { defineCall, ID_PATTERN, Type, type Static } from '@lms/sdk/calls';
import { enumOf } from '../schemas/enumOf.ts';
import { ITEM_TYPES } from '../schemas/itemTypes.ts';
import { ItemWithAnswersSchema } from './deliveredItem.ts';

/**
 * Manual grading, regrade, submit-on-behalf (part 2 §7 "Assessment": regrade/*,
 * assessment/update, assessment/job_poller; README "Grading, regrade,
 * overrides, submit-on-behalf"). regrade/get and regrade/update name the course
 * in their body: the service checks the caller teaches it.
 */

const ID = Type.String({ pattern: ID_PATTERN });
const IDS = Type.Array(ID, { maxItems: 1000 });
const isoDateOrNull = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);
const numberOrNull = Type.Union([Type.Number(), Type.Null()]);

export const GRADING_STATUSES = ['needs_grading', 'graded'] as const;
export type GradingStatus = (typeof GRADING_STATUSES)[number];

/** A Question of the assessment as the grading list names it. */
const GradingItemSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  type: enumOf(ITEM_TYPES),
  points: Type.Number(),
  /** A person scores it (part 2 §9's manually scored types). */
  manual: Type.Boolean(),
});
export type GradingItem = Static<typeof GradingItemSchema>;

/** A student's submitted attempt in the grading list. */
const GradingAttemptSchema = Type.Object({
  _id: Type.String(),
  user: Type.Object({ _id: Type.String(), name: Type.String(), surname: Type.String() }),
  number: Type.Integer(),
  submitted_at: isoDateOrNull,
  late_seconds: Type.Union([Type.Number(), Type.Null()]),
  status: enumOf(GRADING_STATUSES),
  score: numberOrNull,
  max_score: numberOrNull,
  /** Answered manual items without a person's score. */
  ungraded: Type.Array(Type.String()),
});
export type GradingAttempt = Static<typeof GradingAttemptSchema>;

export const getGradingList = defineCall({
  method: 'GET',
  path: 'assessment/grading/:courseId/:componentId/',
  summary: "Every student's submitted attempt at an assessment, newest first, with the answered manual items still to score (?status=needs_grading or graded).",
  query: Type.Object({ status: Type.Optional(enumOf(GRADING_STATUSES)) }, { additionalProperties: false }),
  /** Attempts newest first. */
  answer: Type.Object({ items: Type.Array(GradingItemSchema), attempts: Type.Array(GradingAttemptSchema) }),
});
export type GradingList = Static<(typeof getGradingList)['answer']>;

/** A response of a session as regrade/get answers it (`response_id` is the item's id). */
const RegradeResponseSchema = Type.Object({
  response_id: Type.String(),
  question_type: enumOf(ITEM_TYPES),
  attempted: Type.Boolean(),
  response: Type.Unknown(),
  score: numberOrNull,
  max_score: Type.Number(),
  manual: Type.Boolean(),
  /** A person gave this score. */
  person_scored: Type.Boolean(),
});
export type RegradeResponse = Static<typeof RegradeResponseSchema>;

/** One attempt (`session_id`) with its items, right answers included, and its responses. */
const RegradeSessionSchema = Type.Object({
  user_id: Type.String(),
  /** The grade ledger's activity; null while the ledger has none for the assessment. */
  activity_id: Type.Union([Type.String(), Type.Null()]),
  session_id: Type.String(),
  submitted_at: isoDateOrNull,
  score: numberOrNull,
  max_score: numberOrNull,
  status: Type.String(),
  items: Type.Array(ItemWithAnswersSchema),
  responses: Type.Array(RegradeResponseSchema),
});
export type RegradeSession = Static<typeof RegradeSessionSchema>;

/** POST regrade/get (part 2 §7): the sessions of some students, some sessions, or all. */
export const getRegradeSessions = defineCall({
  method: 'POST',
  path: 'regrade/get',
  summary: "Professors: an assessment's sessions {courseId, componentId, user_ids?, session_ids?} with items, right answers and each response's score.",
  body: Type.Object({ courseId: ID, componentId: ID, user_ids: Type.Optional(IDS), session_ids: Type.Optional(IDS) }, { additionalProperties: false }),
  answer: Type.Object({ sessions: Type.Array(RegradeSessionSchema) }),
});
export type RegradeGetBody = Static<NonNullable<(typeof getRegradeSessions)['body']>>;
export type RegradeSessions = Static<(typeof getRegradeSessions)['answer']>;

/** One scored response of a session: `score` null or '' is skipped; `attempted` and `max_score` are the client's copy and not read. */
const ScoreChangeSchema = Type.Object(
  {
    response_id: Type.String({ minLength: 1, maxLength: 64 }),
    attempted: Type.Optional(Type.Boolean()),
    // Anything: what is not a number in range is answered with the spec's message on `sessions`.
    score: Type.Optional(Type.Unknown()),
    max_score: Type.Optional(Type.Union([Type.Number(), Type.String(), Type.Null()])),
  },
  { additionalProperties: false },
);
export type ScoreChange = Static<typeof ScoreChangeSchema>;

const SessionScoresSchema = Type.Object(
  { user_id: ID, activity_id: ID, session_id: ID, responses: Type.Array(ScoreChangeSchema, { maxItems: 500 }) },
  { additionalProperties: false },
);
export type SessionScores = Static<typeof SessionScoresSchema>;

/** POST regrade/update (part 2 §7). */
export const updateRegradeScores = defineCall({
  method: 'POST',
  path: 'regrade/update',
  summary: "Professors: a person's score per response {courseId, componentId, sessions: [{user_id, activity_id, session_id, responses: [{response_id, score}]}]}, rescored through the ledger.",
  body: Type.Object({ courseId: ID, componentId: ID, sessions: Type.Array(SessionScoresSchema, { minItems: 1, maxItems: 1000 }) }, { additionalProperties: false }),
  answer: Type.Object({
    user_ids: Type.Array(Type.String()),
    component_ids: Type.Array(Type.String()),
    /** Gradebook updates still running: the scores are kept, the gradebook catches up. */
    jobs: Type.Array(Type.Unknown()),
    changed: Type.Integer(),
  }),
});
export type RegradeUpdateBody = Static<NonNullable<(typeof updateRegradeScores)['body']>>;
export type RegradeUpdateAnswer = Static<(typeof updateRegradeScores)['answer']>;

/** POST regrade/{courseId}/{componentId} (part 2 §7). */
export const regradeItem = defineCall({
  method: 'POST',
  path: 'regrade/:courseId/:componentId',
  summary: "Regrades one item across every submitted attempt: {target_item_reference, copy_item_reference} (the caller's item whose answer key and points replace the target's).",
  body: Type.Object(
    { target_item_reference: Type.String({ minLength: 1, maxLength: 150 }), copy_item_reference: Type.String({ minLength: 1, maxLength: 150 }) },
    { additionalProperties: false },
  ),
  answer: Type.Object({ changed: Type.Integer() }),
});
export type ItemRegradeBody = Static<NonNullable<(typeof regradeItem)['body']>>;

/** One job of POST assessment/update/{courseId} (submit-on-behalf). */
const SubmitJobSchema = Type.Object({ reference: Type.String(), user_id: Type.String(), component_id: Type.String() });
export type SubmitJob = Static<typeof SubmitJobSchema>;

/** POST assessment/update/{courseId} (part 2 §7): submit these students' running attempts at these assessments. */
export const submitOnBehalf = defineCall({
  method: 'POST',
  path: 'assessment/update/:courseId',
  summary: "Submit-on-behalf {user_ids, component_ids}: submits each student's running attempt now; 202 with one job reference per student and assessment.",
  body: Type.Object(
    { user_ids: Type.Array(ID, { minItems: 1, maxItems: 1000 }), component_ids: Type.Array(ID, { minItems: 1, maxItems: 100 }) },
    { additionalProperties: false },
  ),
  answer: Type.Object({ jobs: Type.Array(SubmitJobSchema) }),
});

/** One job as POST assessment/job_poller answers it. */
const JobStateSchema = Type.Object({
  reference: Type.String(),
  status: enumOf(['pending', 'done', 'failed']),
  message: Type.Optional(Type.String()),
  score: Type.Optional(numberOrNull),
  max_score: Type.Optional(numberOrNull),
});
export type JobState = Static<typeof JobStateSchema>;

/** POST assessment/job_poller (part 2 §7). */
export const pollJobs = defineCall({
  method: 'POST',
  path: 'assessment/job_poller',
  summary: "The caller's submit-on-behalf jobs {references}: each pending, done (with the score) or failed (with the message).",
  body: Type.Object({ references: Type.Array(Type.String({ maxLength: 64 }), { maxItems: 1000 }) }, { additionalProperties: false }),
  answer: Type.Object({ jobs: Type.Array(JobStateSchema) }),
});
