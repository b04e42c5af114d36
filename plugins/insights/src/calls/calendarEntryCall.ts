import { defineCall, Type, type Static } from '@lms/sdk/calls';

/**
 * The calendar plugin's public call `GET calendar/{courseId}/entries`
 * (docs/api.md "Calendar"), as the quiz calendar reads it: a plugin never
 * imports another, so its wire shape is written here (only what we read) and
 * the web calls it over HTTP. Part 3 §3 Calendar entry.
 */
export const CalendarEntrySchema = Type.Object({
  id: Type.String(),
  activity_id: Type.String(),
  kind: Type.Union([Type.Literal('open'), Type.Literal('due'), Type.Literal('close')]),
  date: Type.String(),
  status: Type.Union([Type.Literal('scheduled'), Type.Literal('open'), Type.Literal('closed')]),
  lessonName: Type.Union([Type.String(), Type.Null()]),
  quizName: Type.String(),
  link: Type.String(),
  index: Type.Integer(),
});
export type CalendarEntry = Static<typeof CalendarEntrySchema>;

/** The calendar plugin's refusal in a course with use_calendar off (403, 'The calendar is not enabled in this course.'). */
export const CALENDAR_OFF_ERRNO = 'calendar-off';

export const listCourseCalendar = defineCall({
  method: 'GET',
  path: 'calendar/:courseId/entries',
  summary: 'Served by the calendar plugin: the reader\'s calendar entries of a course by date, a page at a time.',
  query: Type.Object({ from: Type.Optional(Type.String()), offset: Type.Optional(Type.Integer({ minimum: 0 })), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) }),
  answer: Type.Object({ entries: Type.Array(CalendarEntrySchema), total: Type.Integer(), page_size: Type.Integer() }),
});
