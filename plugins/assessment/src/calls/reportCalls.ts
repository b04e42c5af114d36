import { defineCall, Type, type Static } from '@lms/sdk/calls';
import { enumOf } from '../schemas/enumOf.ts';
import { ITEM_TYPES } from '../schemas/itemTypes.ts';

/** The report calls (part 2 §7), `{activityId}` read as the assessment component's id. */

const isoDate = Type.String({ format: 'date-time' });
const isoDateOrNull = Type.Union([isoDate, Type.Null()]);
const numberOrNull = Type.Union([Type.Number(), Type.Null()]);

export const LIVE_STATES = ['not_started', 'in_progress', 'submitted'] as const;
export type LiveState = (typeof LIVE_STATES)[number];

/** One student of the course at one assessment: their latest attempt (the running one, else the last submitted). */
export const LiveRowSchema = Type.Object({
  user_id: Type.String(),
  name: Type.String(),
  surname: Type.String(),
  state: enumOf(LIVE_STATES),
  /** The attempt this row describes; null when not started. */
  attempt_number: Type.Union([Type.Integer(), Type.Null()]),
  /** Questions of that attempt with a response (an empty text or list is no response). */
  answered: Type.Integer(),
  started_at: isoDateOrNull,
  saved_at: isoDateOrNull,
  /** The server's deadline of a timed attempt (the student's override applied at start); null when untimed. */
  deadline: isoDateOrNull,
  submitted_at: isoDateOrNull,
  /** A submitted attempt's score (the grade ledger's, kept on the attempt); null otherwise. */
  score: numberOrNull,
  max_score: numberOrNull,
});
export type LiveRow = Static<typeof LiveRowSchema>;

export const getLiveView = defineCall({
  method: 'GET',
  path: 'assessment/liveview/:courseId/:componentId',
  summary:
    "Live view: every student of the course at the assessment (not started, in progress, submitted), their latest attempt's progress, deadline and score; live updates come as assessment:progress events.",
  answer: Type.Object({
    /** The assessment component's title. */
    title: Type.String(),
    /** Questions an attempt delivers: pickx when set, else every Question. */
    total_items: Type.Integer(),
    /** The server clock: time left is deadline minus now, whatever the browser's clock says. */
    now: isoDate,
    students: Type.Array(LiveRowSchema),
  }),
});
export type LiveView = Static<(typeof getLiveView)['answer']>;

/** The realtime event `assessment:progress`, sent to the course's professors' room. */
export interface LiveProgressEvent {
  course_id: string;
  component_id: string;
  student: LiveRow;
}

/** How many chose one choice of a choice Question (true/false: the two answers). */
const DistractorSchema = Type.Object({ id: Type.String(), text: Type.String(), count: Type.Integer(), correct: Type.Boolean() });
export type Distractor = Static<typeof DistractorSchema>;

/** Ordering, matching, fill in the blanks: how many got each entry, prompt or blank right. */
const EntryTallySchema = Type.Object({ id: Type.String(), text: Type.String(), right: Type.Integer() });
export type EntryTally = Static<typeof EntryTallySchema>;

const ItemDetailSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  type: enumOf(ITEM_TYPES),
  /** What the Question is worth in the assessment now. */
  points: Type.Number(),
  /** Counted attempts that delivered the Question and answered it. */
  answered: Type.Integer(),
  correct: Type.Integer(),
  partial: Type.Integer(),
  /** Answered and scored zero. */
  incorrect: Type.Integer(),
  unanswered: Type.Integer(),
  /** Answered, manually scored, no person's score yet. */
  pending_manual: Type.Integer(),
  /** Mean score over the counted attempts that delivered it, pending ones left out; null when none. */
  average_score: numberOrNull,
  distractors: Type.Optional(Type.Array(DistractorSchema)),
  entries: Type.Optional(Type.Array(EntryTallySchema)),
});
export type ItemDetail = Static<typeof ItemDetailSchema>;

export const getItemDetails = defineCall({
  method: 'GET',
  path: 'assessment/itemdetails/:courseId/:componentId',
  summary:
    "Item-detail report: per Question, answered, correct, partial, incorrect, unanswered, waiting for a person, average score and the choices picked, over each student's latest submitted attempt; error 'No submissions found' before any.",
  answer: Type.Object({
    title: Type.String(),
    items: Type.Array(ItemDetailSchema),
    /** How many attempts were counted: each student's latest submitted attempt. */
    attempts: Type.Integer(),
    /** 'No submissions found' when nobody has submitted yet. */
    error: Type.Optional(Type.String()),
  }),
});
export type ItemDetails = Static<(typeof getItemDetails)['answer']>;
