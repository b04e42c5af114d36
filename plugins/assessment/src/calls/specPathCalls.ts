import { defineCall, ID_PATTERN, Type, type Static } from '@lms/sdk/calls';
import { enumOf } from '../schemas/enumOf.ts';
import { MAX_REFERENCE_LENGTH } from '../schemas/itemBody.ts';
import { AttemptReviewSchema, RunningAttemptSchema, SubmitResultSchema } from './deliveryCalls.ts';
import { getRegradeSessions } from './gradingCalls.ts';
import { getItem } from './itemCalls.ts';
import { getItemDetails, getLiveView } from './reportCalls.ts';

/**
 * Part 2 §7 "Assessment" and part 3 §7 at the spec's own paths (issue 26 item 1).
 * The spec hands assessments to an external service, signed by these calls;
 * here they map onto our engine (README "The spec's other assessment calls"),
 * each through the service of the call of ours beside it. An `activity_id` is
 * the assessment component's id, a `session_id` an attempt's.
 */

const ID = Type.String({ pattern: ID_PATTERN });
const ResponsesSchema = Type.Record(Type.String(), Type.Unknown(), { maxProperties: 500 });

/** What names a session in the spec's answers, beside ours. */
const SessionFields = { session_id: Type.String(), user_id: Type.String(), activity_id: Type.String() };

export const submitActivity = defineCall({
  method: 'POST',
  path: 'assessment/submit',
  summary: "Submits the caller's running attempt at the activity (the spec's path; as POST assessment/delivery/{courseId}/{componentId}/submit/), in the activity's course.",
  body: Type.Object({ activity_id: ID, responses: Type.Optional(ResponsesSchema) }, { additionalProperties: false }),
  answer: Type.Intersect([SubmitResultSchema, Type.Object({ ...SessionFields, dt_completed: Type.String() })]),
});

export const getOutcome = defineCall({
  method: 'POST',
  path: 'assessment/outcome/:courseId/:componentId',
  summary: "The caller's submitted attempt (the latest, or number) as the visibility settings show it now (the spec's path; as GET assessment/delivery/{courseId}/{componentId}/review/).",
  body: Type.Object({ number: Type.Optional(Type.Integer({ minimum: 1 })) }, { additionalProperties: false }),
  answer: Type.Intersect([AttemptReviewSchema, Type.Object(SessionFields)]),
});

export const SIGNATURE_STATES = ['initial', 'resume', 'review'] as const;

export const signItems = defineCall({
  method: 'POST',
  path: 'assessment/signature/items',
  summary:
    "What the player loads (the spec's signed Items request): state initial or resume starts or re-opens the caller's attempt (as POST …/start/), review answers the latest submitted one (as GET …/review/); in the activity's course.",
  body: Type.Object(
    {
      activity_id: ID,
      state: Type.Optional(enumOf(SIGNATURE_STATES)),
      // The spec's player options: our engine takes these from the component's config, so what is sent is not read.
      name: Type.Optional(Type.String({ maxLength: 200 })),
      rendering_type: Type.Optional(Type.String({ maxLength: 40 })),
      type: Type.Optional(Type.String({ maxLength: 40 })),
      items: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 500 })),
      config: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    },
    { additionalProperties: false },
  ),
  answer: Type.Object({
    ...SessionFields,
    state: enumOf(SIGNATURE_STATES),
    /** initial and resume: the running attempt. */
    attempt: Type.Optional(RunningAttemptSchema),
    /** review: the submitted attempt. */
    review: Type.Optional(AttemptReviewSchema),
  }),
});
export type SignItemsBody = Static<NonNullable<(typeof signItems)['body']>>;

export const signData = defineCall({
  method: 'POST',
  path: 'assessment/signature/data',
  summary: "Professors: sessions with their responses and scores (the spec's signed Data request; as POST regrade/get on the first session's assessment).",
  body: Type.Object(
    { session_id: Type.Array(ID, { minItems: 1, maxItems: 1000 }), user_id: Type.Optional(Type.Array(ID, { maxItems: 1000 })) },
    { additionalProperties: false },
  ),
  answer: getRegradeSessions.answer,
});

export const REPORT_IDS = ['liveview', 'itemdetails'] as const;

export const signReports = defineCall({
  method: 'POST',
  path: 'assessment/signature/reports',
  summary:
    "Professors: the reports asked (the spec's signed Reports request): liveview and itemdetails of activities of one course (as GET assessment/liveview|itemdetails/{courseId}/{activityId}), in the first activity's course.",
  body: Type.Object(
    { reports: Type.Array(Type.Object({ id: enumOf(REPORT_IDS), activity_id: ID }, { additionalProperties: false }), { minItems: 1, maxItems: 20 }) },
    { additionalProperties: false },
  ),
  answer: Type.Object({
    reports: Type.Array(Type.Object({ id: enumOf(REPORT_IDS), activity_id: Type.String(), data: Type.Union([getLiveView.answer, getItemDetails.answer]) })),
  }),
});

const References = Type.Array(Type.String({ minLength: 1, maxLength: MAX_REFERENCE_LENGTH }), { minItems: 1, maxItems: 100 });

export const getItemsByReference = defineCall({
  method: 'POST',
  path: 'assessment/get_item/post',
  summary: "Authors: the item bank's Questions with these references the caller may list (their own; an administrator's, all), as GET assessment/items/{itemId}/ answers each.",
  body: Type.Object({ items: References }, { additionalProperties: false }),
  answer: Type.Object({ items: Type.Array(getItem.answer) }),
});

export const refreshItem = defineCall({
  method: 'POST',
  path: 'assessment/update_itembank',
  summary: "Authors: the Questions with this reference as the item bank holds them now (the spec refreshes a cached copy; nothing is cached here, so flush_cache has nothing to flush).",
  body: Type.Object({ reference: References.items, flush_cache: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
  answer: Type.Object({ reference: Type.String(), items: Type.Array(getItem.answer) }),
});

/** The spec's session statuses: a finished session is 'Completed' (the only one that records anything here). */
export const SESSION_STATUSES = ['Completed'] as const;

export const SessionReportSchema = Type.Object(
  { activity_id: ID, session_id: ID, user_id: ID, course_id: ID, status: enumOf(SESSION_STATUSES) },
  { additionalProperties: false },
);
export type SessionReport = Static<typeof SessionReportSchema>;

/** The spec's attempt record: status (the ledger's here), score, max_score, dt_completed, session_id, user_id. */
const AttemptRecordSchema = Type.Object({
  ...SessionFields,
  status: Type.String(),
  dt_completed: Type.String(),
  score: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  max_score: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
});
export type AttemptRecord = Static<typeof AttemptRecordSchema>;

export const reportSession = defineCall({
  method: 'POST',
  path: 'learnosity-data',
  summary: "The player reports the caller's session Completed: submits that running attempt (as POST …/submit/) and answers its attempt record.",
  body: SessionReportSchema,
  answer: AttemptRecordSchema,
});

export const reportEncodedSession = defineCall({
  method: 'POST',
  path: 'learnosity-data/:componentId',
  summary: "As POST learnosity-data, its payload base64-encoded JSON in b64 (a page-unload beacon); the path's code is the activity, decided in its course.",
  body: Type.Object({ b64: Type.String({ minLength: 1, maxLength: 4000 }) }, { additionalProperties: false }),
  answer: AttemptRecordSchema,
});
