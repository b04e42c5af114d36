import { defineCall, ID_PATTERN, NoAnswer, nullableString, oneOf, OrNoAnswer, Type, type Static } from '@lms/sdk/calls';
import { deckStateSchema, DECK_TYPES, SESSION_STATUSES } from '../schemas/deckState.ts';
import { ownCardListSchema } from '../schemas/ownCards.ts';

/** Part 2 §7 Flashcards: the saved progress (user/meta) and the student's own cards (user/flashcards), at the spec's paths. */

const id = (what: string) => Type.String({ pattern: ID_PATTERN, errorMessage: `The ${what} id must be 24 hexadecimal characters.` });
const dateOrNull = nullableString({ format: 'date-time', errorMessage: 'A date is an ISO date and time, or null.' });

/** Part 2 §3 saved progress: component_id, course_id, value, key, start, stop, timesec, type. `key` is the session's status. */
export const ProgressSchema = Type.Object({
  component_id: Type.String(),
  course_id: Type.String(),
  value: deckStateSchema,
  key: oneOf(SESSION_STATUSES),
  start: Type.Union([Type.String(), Type.Null()]),
  stop: Type.Union([Type.String(), Type.Null()]),
  timesec: Type.Integer(),
  type: oneOf(DECK_TYPES),
  lesson_id: Type.Union([Type.String(), Type.Null()]),
  page_id: Type.Union([Type.String(), Type.Null()]),
});
export type Progress = Static<typeof ProgressSchema>;

export const getProgress = defineCall({
  method: 'GET',
  path: 'user/meta/:courseId/:componentId/:type',
  summary: "The caller's saved progress on a deck (type user: their own cards; standard: the course deck); 204 when none.",
  answer: OrNoAnswer(ProgressSchema),
});

export const saveProgress = defineCall({
  method: 'POST',
  path: 'user/meta-save',
  summary: "Saves the caller's progress on a deck.",
  body: Type.Object({
    component_id: id('component'),
    course_id: id('course'),
    value: deckStateSchema,
    key: oneOf(SESSION_STATUSES, { errorMessage: 'The key is START, CONTINUE or FINISHED.' }),
    start: dateOrNull,
    stop: dateOrNull,
    timesec: Type.Integer({ minimum: 0, maximum: 100_000_000, errorMessage: 'The time is a whole number of seconds.' }),
    type: oneOf(DECK_TYPES, { errorMessage: 'The type is user or standard.' }),
    /** Where the deck is studied, for the results page's links (ours: the spec's payload does not say). */
    lesson_id: Type.Optional(id('lesson')),
    page_id: Type.Optional(id('page')),
  }),
  answer: ProgressSchema,
});

export const deleteProgress = defineCall({
  method: 'PUT',
  path: 'user/meta-delete/:courseId/:componentId/:type',
  summary: "Forgets the caller's progress on a deck (start over).",
  answer: NoAnswer,
});

export const OwnCardsSchema = Type.Object({ value: ownCardListSchema });
export type OwnCards = Static<typeof OwnCardsSchema>;

export const getOwnCards = defineCall({
  method: 'GET',
  path: 'user/flashcards/:courseId/:componentId',
  summary: "The caller's own cards on a deck.",
  answer: OwnCardsSchema,
});

export const saveOwnCards = defineCall({
  method: 'POST',
  path: 'user/flashcards-save',
  summary: "Replaces the caller's own cards on a deck.",
  body: Type.Object({ value: ownCardListSchema, component_id: id('component'), course_id: id('course') }),
  answer: OwnCardsSchema,
});

const ResultCardSchema = Type.Object({ _id: Type.String(), frontText: Type.String(), backText: Type.String() });
export type ResultCard = Static<typeof ResultCardSchema>;

/** One deck the caller studied, with the cards of each pile (the results page). */
export const DeckResultSchema = Type.Object({
  component_id: Type.String(),
  title: Type.String(),
  type: oneOf(DECK_TYPES),
  key: oneOf(SESSION_STATUSES),
  lesson_id: Type.Union([Type.String(), Type.Null()]),
  page_id: Type.Union([Type.String(), Type.Null()]),
  know: Type.Array(ResultCardSchema),
  dontKnow: Type.Array(ResultCardSchema),
  left: Type.Integer(),
  timesec: Type.Integer(),
  stop: Type.Union([Type.String(), Type.Null()]),
});
export type DeckResult = Static<typeof DeckResultSchema>;

export const getCourseResults = defineCall({
  method: 'GET',
  path: 'user/meta-course/:courseId',
  summary: "The caller's flashcard results in a course, most recent first: decks they may still see.",
  answer: Type.Object({ results: Type.Array(DeckResultSchema) }),
});
