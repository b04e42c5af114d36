import { defineCall, NoAnswer, StreamAnswer, Type, type Static } from '@lms/sdk/calls';

/** Part 3 §4 Calendar status: before the open date, from it, from the close date. */
export const CALENDAR_STATUSES = ['scheduled', 'open', 'closed'] as const;
export type CalendarStatus = (typeof CALENDAR_STATUSES)[number];

/** Which of an activity's dates an entry marks. */
export const ENTRY_KINDS = ['open', 'due', 'close'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/**
 * The course's use_calendar setting is off (part 2 §3 Course; the spec gives no
 * wording for a tool a course leaves off, so it reads as the study center's).
 */
export const CALENDAR_OFF = 'The calendar is not enabled in this course.';

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));

/**
 * Part 3 §3 Calendar entry (date, status, lessonName, quizName, link, index),
 * one per dated activity and date: `id` is stable per activity and kind (the
 * feed's UID), `index` the lesson's number in the course (1-based).
 */
export const CalendarEntrySchema = Type.Object({
  id: Type.String(),
  activity_id: Type.String(),
  kind: literals(ENTRY_KINDS),
  date: Type.String({ format: 'date-time' }),
  status: literals(CALENDAR_STATUSES),
  /** Null when the course sets no_lesson_title_on_calendar, or the activity has no lesson. */
  lessonName: Type.Union([Type.String(), Type.Null()]),
  quizName: Type.String(),
  /** The activity's page in the app (/{courseId}/{lessonId}/{pageId}), or the grades screen for a custom column. */
  link: Type.String(),
  index: Type.Integer({ minimum: 0 }),
});
export type CalendarEntry = Static<typeof CalendarEntrySchema>;

export const CalendarPageSchema = Type.Object({
  entries: Type.Array(CalendarEntrySchema),
  /** Entries in the range in all. */
  total: Type.Integer({ minimum: 0 }),
  /** Part 3 §9: how many 'more' adds (the label bundle's calendar_page_size, default 10). */
  page_size: Type.Integer({ minimum: 1 }),
});
export type CalendarPage = Static<typeof CalendarPageSchema>;

/** Largest page a caller may ask: a month view of a busy course. */
export const MAX_PAGE = 500;

/**
 * The reader's calendar entries of a course by date (their own overrides
 * applied; a student sees only what they may see), from `from` (default: all)
 * to before `to`, a page of them: `limit` defaults to the page size.
 */
export const listCalendarEntries = defineCall({
  method: 'GET',
  path: 'calendar/:courseId/entries',
  summary: "The reader's calendar entries of a course (open, due and close dates; their overrides applied), by date, a page at a time.",
  query: Type.Object(
    {
      from: Type.Optional(Type.String({ format: 'date-time', errorMessage: 'from must be a date-time.' })),
      to: Type.Optional(Type.String({ format: 'date-time', errorMessage: 'to must be a date-time.' })),
      offset: Type.Optional(Type.Integer({ minimum: 0 })),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
    },
    { additionalProperties: false },
  ),
  answer: CalendarPageSchema,
});

export const FeedStateSchema = Type.Object({
  /** Whether a subscription address is live (its token is never shown again). */
  active: Type.Boolean(),
  created_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type FeedState = Static<typeof FeedStateSchema>;

export const NewFeedSchema = Type.Object({
  /** The subscription address, shown this once. */
  url: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});
export type NewFeed = Static<typeof NewFeedSchema>;

export const getFeedState = defineCall({
  method: 'GET',
  path: 'calendar/:courseId/feed',
  summary: "Whether the reader's calendar subscription address for the course is live.",
  answer: FeedStateSchema,
});

export const createFeed = defineCall({
  method: 'POST',
  path: 'calendar/:courseId/feed',
  summary: "Makes the reader's calendar subscription address for the course (a new token: the previous address stops working).",
  answer: NewFeedSchema,
});

export const revokeFeed = defineCall({
  method: 'DELETE',
  path: 'calendar/:courseId/feed',
  summary: "Revokes the reader's calendar subscription address for the course (its feed answers 404).",
  answer: NoAnswer,
});

/** The iCalendar feed a calendar application subscribes to: the token is the credential. */
export const calendarFeed = defineCall({
  method: 'GET',
  path: 'calendar/feed/:token/calendar.ics',
  summary: 'The iCalendar feed of a subscription token (text/calendar; public: the token is the credential; 404 once revoked).',
  answer: StreamAnswer,
});
