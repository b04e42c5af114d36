import { defineCall, Type, type Static } from '@lms/sdk/calls';

/**
 * Student insights (part 3 "Insights dashboard"): the caller's own time in a
 * course. There is no student id in the path: every answer is the caller's
 * own numbers, so a student can never read another student's (part 3 §6).
 */

export const LessonTimeSchema = Type.Object({
  /** Null: the course home. */
  lesson_id: Type.Union([Type.String(), Type.Null()]),
  title: Type.String(),
  seconds: Type.Integer({ minimum: 0 }),
  visits: Type.Integer({ minimum: 0 }),
  /** Time per UTC day (YYYY-MM-DD), oldest first, only days with time or visits. */
  days: Type.Array(Type.Object({ day: Type.String(), seconds: Type.Integer({ minimum: 0 }), visits: Type.Integer({ minimum: 0 }) })),
});
export type LessonTime = Static<typeof LessonTimeSchema>;

export const MyTimeSchema = Type.Object({
  /** Part 3 §4 Drilldown redirect: the screen goes to the student's drilldown instead. */
  drilldown_enabled: Type.Boolean(),
  /** Time on task in the course, all of it (seconds, from activity windows). */
  total_seconds: Type.Integer({ minimum: 0 }),
  /** The last 7 days (today included). */
  past_week_seconds: Type.Integer({ minimum: 0 }),
  visits: Type.Integer({ minimum: 0 }),
  /** The course's lessons in order (those the caller may see, then any others tracked), the course home first when it has time. */
  lessons: Type.Array(LessonTimeSchema),
});
export type MyTime = Static<typeof MyTimeSchema>;

/** GET insights/time/{courseId}: the caller's time in the course and per lesson. */
export const getMyTime = defineCall({
  method: 'GET',
  path: 'insights/time/:courseId',
  summary: "The caller's own time on task in the course, in all, in the past week and per lesson (with its days).",
  answer: MyTimeSchema,
});

/**
 * The gradebook plugin's `PUT stats/studentgradebook/{courseId}` (part 3 §7,
 * plugins/gradebook/src/calls/gradebookCalls.ts), declared by path with only the
 * fields the score history reads. The gradebook leaves out every score the
 * student may not see yet, so the score history applies the gradebook's one
 * visibility rule and no second one.
 */
export const ScoredColumnSchema = Type.Object({
  id: Type.String(),
  report_title: Type.String(),
  max_score: Type.Union([Type.Number(), Type.Null()]),
  due_date: Type.Union([Type.String(), Type.Null()]),
  link: Type.Union([Type.String(), Type.Null()]),
  graded: Type.Boolean(),
});
export const myGradebook = defineCall({
  method: 'PUT',
  path: 'stats/studentgradebook/:courseId',
  summary: "The caller's own gradebook (the gradebook plugin's call); scores not visible yet are left out.",
  body: Type.Object({ allow_rollup: Type.Optional(Type.Boolean()) }),
  answer: Type.Object({
    columns: Type.Array(ScoredColumnSchema),
    students: Type.Array(Type.Object({ id: Type.String(), percent: Type.Union([Type.Number(), Type.Null()]), scores: Type.Array(Type.Union([Type.Number(), Type.Null()])) })),
  }),
});
