import { defineCall, ID_PATTERN, Type, type Static } from '@lms/sdk/calls';
import { enumOf } from '../schemas/enumOf.ts';
import { ItemToAnswerSchema, ReviewItemSchema } from './deliveredItem.ts';

/**
 * Taking an assessment (README "Delivery (server)" and "Delivery (web)"). Under
 * `assessment/delivery/` so the course and component ids never meet `assessment/items/`.
 */

export const CONFIDENCE_LEVELS = ['low', 'medium', 'high'] as const;
export type ConfidenceLevel = (typeof CONFIDENCE_LEVELS)[number];

/** Responses by item id: any value (scoring treats a wrong shape as a wrong answer); each type's shape is in README "Types, their content and their responses". */
const ResponsesSchema = Type.Record(Type.String(), Type.Unknown(), { maxProperties: 500 });
export type Responses = Static<typeof ResponsesSchema>;

const isoDate = Type.String({ format: 'date-time' });
const isoDateOrNull = Type.Union([isoDate, Type.Null()]);

export const getMaxScore = defineCall({
  method: 'GET',
  path: 'assessment/max_score/:courseId/:componentId/',
  summary: "The spec's assessment/max_score: {max_score}, what the assessment is worth (with pickx, the picked items worth most).",
  answer: Type.Object({ max_score: Type.Number() }),
});

export const getMaxScoreById = defineCall({
  method: 'GET',
  path: 'assessment/max_score/:componentId',
  summary: "The spec's assessment/max_score/{id} (id: the assessment component), in the component's course: {max_score}, as GET assessment/max_score/{courseId}/{componentId}/.",
  answer: getMaxScore.answer,
});

export const DeliveryStateSchema = Type.Object({
  state: enumOf(['initial', 'resume', 'review', 'blocked']),
  /** May the caller start (or resume) now. */
  can_start: Type.Boolean(),
  reason: Type.Optional(enumOf(['not_open', 'closed', 'attempts', 'no_reopen'])),
  message: Type.Optional(Type.String()),
  attempts_used: Type.Integer(),
  /** 0 = unlimited. */
  attempts_allowed: Type.Integer(),
  /** The action code for opening again (part 2 §4). */
  number_of_opens: enumOf([0, 1, 2, 3]),
  opens: Type.Integer(),
  /** The latest submitted attempt as recorded (absent before the first submit): its status always, its score only when show_score lets the caller see it now. */
  recorded: Type.Optional(
    Type.Object({
      number: Type.Integer(),
      submitted_at: isoDateOrNull,
      /** The ledger's: 'graded', 'needs_grading' (a person has yet to score a Question), 'submitted' (no score yet), or 'preview'. */
      status: Type.String(),
      score: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
      max_score: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    }),
  ),
});
export type DeliveryState = Static<typeof DeliveryStateSchema>;

export const getDeliveryState = defineCall({
  method: 'GET',
  path: 'assessment/delivery/:courseId/:componentId/',
  summary: "The caller's state at an assessment (initial, resume, review, blocked with the reason and message), attempts used and allowed, opens.",
  answer: DeliveryStateSchema,
});

/** GET attempt/ and POST start/: the running attempt. */
export const RunningAttemptSchema = Type.Object({
  _id: Type.String(),
  number: Type.Integer(),
  /** A professor's attempt: scored, recorded nowhere. */
  preview: Type.Boolean(),
  opens: Type.Integer(),
  started_at: isoDate,
  /** Server time the attempt ends; null when untimed. */
  deadline: isoDateOrNull,
  /** The server's clock when it answered: the timer's only reference. */
  now: isoDate,
  items: Type.Array(ItemToAnswerSchema),
  responses: ResponsesSchema,
  saved_at: isoDateOrNull,
  /** Hints taken so far by item id, and their texts. */
  hints_used: Type.Record(Type.String(), Type.Integer()),
  hints: Type.Record(Type.String(), Type.Array(Type.String())),
  confidence: Type.Record(Type.String(), enumOf(CONFIDENCE_LEVELS)),
  /** A branching quiz: the items taken so far, in order (and `end` once over); null for other quizzes. */
  path: Type.Union([Type.Array(Type.String()), Type.Null()]),
});
export type RunningAttempt = Static<typeof RunningAttemptSchema>;

export const startAttempt = defineCall({
  method: 'POST',
  path: 'assessment/delivery/:courseId/:componentId/start/',
  summary: "Starts an attempt, or re-opens the running one (the spec's assessment/resume); a professor's attempt is a preview, not graded.",
  // The delivery client sends {}: an empty object is all this call takes.
  body: Type.Object({}, { additionalProperties: false }),
  answer: RunningAttemptSchema,
});

export const getRunningAttempt = defineCall({
  method: 'GET',
  path: 'assessment/delivery/:courseId/:componentId/attempt/',
  summary: 'The running attempt: its items without their right answers, the responses saved so far, the server deadline.',
  answer: RunningAttemptSchema,
});

export const saveResponses = defineCall({
  method: 'PUT',
  path: 'assessment/delivery/:courseId/:componentId/attempt/',
  summary: 'Autosave: merges {responses: {itemId: response}} into the running attempt until its deadline (plus 5 s).',
  body: Type.Object({ responses: ResponsesSchema }, { additionalProperties: false }),
  answer: Type.Object({ saved_at: isoDate }),
});

/** POST submit/ */
export const SubmitResultSchema = Type.Object({
  _id: Type.String(),
  number: Type.Integer(),
  status: Type.String(),
  submitted_at: isoDate,
  late_seconds: Type.Number(),
  timed_out: Type.Boolean(),
  /** Only when show_score allows now. */
  score: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  max_score: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
});
export type SubmitResult = Static<typeof SubmitResultSchema>;

export const submitAttempt = defineCall({
  method: 'POST',
  path: 'assessment/delivery/:courseId/:componentId/submit/',
  summary: "Submits the running attempt (the spec's assessment/submit) by the server clock, recorded in the grade ledger; the score when show_score allows.",
  body: Type.Object({ responses: Type.Optional(ResponsesSchema) }, { additionalProperties: false }),
  answer: SubmitResultSchema,
});

/** An item's score in a review: `correct` null while a person must score it (its score is then not known here). */
const ItemResultSchema = Type.Object({
  score: Type.Union([Type.Number(), Type.Null()]),
  max_score: Type.Number(),
  correct: Type.Union([Type.Boolean(), Type.Null()]),
});
export type ItemResult = Static<typeof ItemResultSchema>;

/** GET review/?number= */
export const AttemptReviewSchema = Type.Object({
  _id: Type.String(),
  number: Type.Integer(),
  submitted_at: isoDateOrNull,
  late_seconds: Type.Union([Type.Number(), Type.Null()]),
  visible: Type.Object({ score: Type.Boolean(), responses: Type.Boolean(), correct_answers: Type.Boolean() }),
  score: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  max_score: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  status: Type.Optional(Type.String()),
  /** With their right answers when `visible.correct_answers`. */
  items: Type.Array(ReviewItemSchema),
  responses: Type.Optional(ResponsesSchema),
  /** Each item's score, when both the score and the responses show. */
  results: Type.Optional(Type.Record(Type.String(), ItemResultSchema)),
  /** Try-again attempts used, by item id. */
  retries: Type.Optional(Type.Record(Type.String(), Type.Integer())),
});
export type AttemptReview = Static<typeof AttemptReviewSchema>;

export const getReview = defineCall({
  method: 'GET',
  path: 'assessment/delivery/:courseId/:componentId/review/',
  summary: 'A submitted attempt (the latest, or ?number=) with the score, responses and right answers the visibility settings show now.',
  query: Type.Object({ number: Type.Optional(Type.Integer({ minimum: 1 })) }, { additionalProperties: false }),
  answer: AttemptReviewSchema,
});

/** Part 2 §3 "adaptive": a branching quiz goes on from the item the taker is on to its next step. */
export const nextStep = defineCall({
  method: 'POST',
  path: 'assessment/delivery/:courseId/:componentId/attempt/next/',
  summary: "A branching quiz: scores the saved response of the item the taker is on and answers its next step ({next: itemId | 'end'}), kept on the attempt's path.",
  body: Type.Object({ item_id: Type.String({ pattern: ID_PATTERN }) }, { additionalProperties: false }),
  /** The next item's id, or `end` (GET attempt/ then answers the longer path and its items). */
  answer: Type.Object({ next: Type.String() }),
});
export type NextStepResult = Static<(typeof nextStep)['answer']>;

// The practice extras of taking an assessment (README "Delivery (web)": check, hints, confidence, try again).

const ItemIdSchema = Type.String({ minLength: 1, maxLength: 64 });
const CorrectSchema = Type.Union([Type.Boolean(), Type.Null()]);

export const checkAnswer = defineCall({
  method: 'POST',
  path: 'assessment/delivery/:courseId/:componentId/attempt/check/',
  summary: "Inline check: saves {item_id, response} into the running attempt and answers {correct} (null for a manually scored Question), when the assessment's inline_check allows now.",
  body: Type.Object({ item_id: ItemIdSchema, response: Type.Unknown() }, { additionalProperties: false }),
  /** `correct` null: a person scores this Question. */
  answer: Type.Object({ correct: CorrectSchema }),
});
export type CheckResult = Static<(typeof checkAnswer)['answer']>;

export const takeHint = defineCall({
  method: 'POST',
  path: 'assessment/delivery/:courseId/:componentId/attempt/hint/',
  summary: "The Question's next hint: {hint, hints_used, hints_total}.",
  body: Type.Object({ item_id: ItemIdSchema }, { additionalProperties: false }),
  answer: Type.Object({ hint: Type.String(), hints_used: Type.Integer(), hints_total: Type.Integer() }),
});
export type HintResult = Static<(typeof takeHint)['answer']>;

export const setConfidence = defineCall({
  method: 'PUT',
  path: 'assessment/delivery/:courseId/:componentId/attempt/confidence/',
  summary: 'How sure the taker is of an answer (low, medium, high), when the assessment collects confidence: {confidence: {itemId: level}}.',
  body: Type.Object({ item_id: ItemIdSchema, confidence: enumOf(CONFIDENCE_LEVELS) }, { additionalProperties: false }),
  answer: Type.Object({ confidence: Type.Record(Type.String(), enumOf(CONFIDENCE_LEVELS)) }),
});

export const retryItem = defineCall({
  method: 'POST',
  path: 'assessment/delivery/:courseId/:componentId/review/retry/',
  summary: 'Try again on a Question of a submitted attempt while its review shows the responses (up to 5 per Question, never scored): {correct, tries_used, tries_left}.',
  body: Type.Object({ number: Type.Integer({ minimum: 1 }), item_id: ItemIdSchema, response: Type.Unknown() }, { additionalProperties: false }),
  answer: Type.Object({ correct: CorrectSchema, tries_used: Type.Integer(), tries_left: Type.Integer() }),
});
export type RetryResult = Static<(typeof retryItem)['answer']>;

export type { ItemToAnswer, ItemWithAnswers } from './deliveredItem.ts';
