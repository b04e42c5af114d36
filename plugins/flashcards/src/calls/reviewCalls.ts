import { defineCall, ID_PATTERN, oneOf, Type, type Static } from '@lms/sdk/calls';
import { DECK_TYPES } from '../schemas/deckState.ts';
import { MAXIMUM_INTERVAL_RANGE, RETENTION_RANGE } from '../rules/schedulerBounds.ts';
import { cardMediaSchema } from '../schemas/flashcardsConfig.ts';

/** Spaced repetition (issue 20): answers scheduled by FSRS, the cards due, each course's scheduler parameters. */

const id = (what: string) => Type.String({ pattern: ID_PATTERN, errorMessage: `The ${what} id must be 24 hexadecimal characters.` });

export const CardScheduleSchema = Type.Object({
  component_id: Type.String(),
  type: oneOf(DECK_TYPES),
  card_id: Type.String(),
  due: Type.String(),
  last_review: Type.Union([Type.String(), Type.Null()]),
  /** Whole days from the last review to the due date. */
  interval_days: Type.Integer(),
  state: oneOf(['new', 'learning', 'review', 'relearning'] as const),
  reps: Type.Integer(),
  lapses: Type.Integer(),
});
export type CardSchedule = Static<typeof CardScheduleSchema>;

export const reviewCard = defineCall({
  method: 'POST',
  path: 'flashcards/review/:courseId',
  summary: "Schedules the caller's answer on a card with FSRS (know: Good, don't know: Again) and answers the next due date.",
  body: Type.Object({
    component_id: id('component'),
    type: oneOf(DECK_TYPES, { errorMessage: 'The type is user or standard.' }),
    card_id: id('card'),
    answer: oneOf(['know', 'dontKnow'] as const, { errorMessage: 'The answer is know or dontKnow.' }),
    lesson_id: Type.Optional(id('lesson')),
    page_id: Type.Optional(id('page')),
  }),
  answer: CardScheduleSchema,
});

export const getDeckSchedule = defineCall({
  method: 'GET',
  path: 'flashcards/schedule/:courseId/:componentId/:type',
  summary: "The caller's schedule of every card they studied in a deck.",
  answer: Type.Object({ cards: Type.Array(CardScheduleSchema) }),
});

export const DueCardSchema = Type.Composite([
  CardScheduleSchema,
  Type.Object({
    title: Type.String(),
    lesson_id: Type.Union([Type.String(), Type.Null()]),
    page_id: Type.Union([Type.String(), Type.Null()]),
    frontText: Type.String(),
    backText: Type.String(),
    front: Type.Optional(cardMediaSchema),
    back: Type.Optional(cardMediaSchema),
  }),
]);
export type DueCard = Static<typeof DueCardSchema>;

export const getDueCards = defineCall({
  method: 'GET',
  path: 'flashcards/due/:courseId',
  summary: "The caller's cards due today (before the end of the day, UTC) across the course's decks they may see, soonest first.",
  answer: Type.Object({ cards: Type.Array(DueCardSchema) }),
});

export const RETENTION_MESSAGE = `The requested retention must be a number from ${RETENTION_RANGE.minimum} to ${RETENTION_RANGE.maximum}.`;
export const MAXIMUM_INTERVAL_MESSAGE = `The maximum interval must be a whole number of days from ${MAXIMUM_INTERVAL_RANGE.minimum} to ${MAXIMUM_INTERVAL_RANGE.maximum}.`;

export const SchedulerSettingsSchema = Type.Object({
  request_retention: Type.Number({ ...RETENTION_RANGE, errorMessage: RETENTION_MESSAGE }),
  maximum_interval: Type.Integer({ ...MAXIMUM_INTERVAL_RANGE, errorMessage: MAXIMUM_INTERVAL_MESSAGE }),
});
export type SchedulerSettings = Static<typeof SchedulerSettingsSchema>;

export const getSchedulerSettings = defineCall({
  method: 'GET',
  path: 'flashcards/settings/:courseId',
  summary: "The course's spaced-repetition parameters (the defaults until an instructor sets them).",
  answer: Type.Composite([SchedulerSettingsSchema, Type.Object({ defaults: Type.Boolean() })]),
});

export const saveSchedulerSettings = defineCall({
  method: 'PUT',
  path: 'flashcards/settings/:courseId',
  summary: "Sets the course's spaced-repetition parameters (applied to every later answer).",
  body: SchedulerSettingsSchema,
  answer: Type.Composite([SchedulerSettingsSchema, Type.Object({ defaults: Type.Boolean() })]),
});
