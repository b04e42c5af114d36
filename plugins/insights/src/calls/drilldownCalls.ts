import { defineCall, ID_PATTERN, Type, type Static } from '@lms/sdk/calls';

/**
 * The student drilldown (part 3 §7 "Drilldown", at the spec's paths). The
 * spec's {slug} names the course: we take the course id there (core gives
 * plugins no slug to check against, and the course id is what the drilldown
 * screen has). Professors of the course read any student; a student only
 * themself (part 3 §6). Answers are designed here (the spec shows none);
 * docs/api.md "Drilldown".
 */

const ID = Type.String({ pattern: ID_PATTERN });
const orNull = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const DrilldownStudentSchema = Type.Object({
  id: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  name: Type.String(),
  email: Type.String(),
});
export type DrilldownStudent = Static<typeof DrilldownStudentSchema>;

export const getDrilldownUser = defineCall({
  method: 'GET',
  path: 'drilldown/user/:courseId/:studentId',
  summary: "One student's head of the drilldown: who, the course total as the gradebook computes it, the engagement class with its rule and numbers, and where they were last seen.",
  answer: Type.Object({
    user: DrilldownStudentSchema,
    /** The course total in percent (2 decimals); null when nothing counts yet. */
    percent: orNull(Type.Number()),
    engagement: Type.Object({
      class: Type.String(),
      rule: Type.String(),
      explanation: Type.String(),
      minutes_past_week: Type.Number(),
      minutes_prior_week: Type.Number(),
    }),
    last_seen: orNull(Type.Object({ at: Type.String(), lesson_id: orNull(Type.String()), page_id: orNull(Type.String()) })),
  }),
});

/** The longest look back of the time and objectives calls. */
export const MAX_DAYS_SINCE = 366;

export const getDrilldownTime = defineCall({
  method: 'GET',
  path: 'drilldown/time/:courseId/:studentId/:daysSince',
  summary: 'Time on task per UTC day and lesson over the last {daysSince} days (1 to 366, today included), answered at once from the tracking roll-ups.',
  answer: Type.Object({
    from: Type.String(),
    /** Exclusive. */
    to: Type.String(),
    total_minutes: Type.Number(),
    /** Every day of the range, oldest first, with its minutes (0 included, so a chart shows the gaps). */
    days: Type.Array(Type.Object({ day: Type.String(), minutes: Type.Number() })),
    /** Minutes per lesson over the range (null lesson: the course home), most first. */
    lessons: Type.Array(Type.Object({ lesson_id: orNull(Type.String()), title: Type.String(), minutes: Type.Number() })),
    /** Each day and lesson with time. */
    entries: Type.Array(Type.Object({ day: Type.String(), lesson_id: orNull(Type.String()), minutes: Type.Number(), visits: Type.Integer() })),
  }),
});

export const ContentEntrySchema = Type.Object({
  lesson_id: orNull(Type.String()),
  lesson_title: Type.String(),
  page_id: orNull(Type.String()),
  page_title: Type.String(),
  visits: Type.Integer(),
  minutes: Type.Number(),
});

export const getDrilldownContent = defineCall({
  method: 'GET',
  path: 'drilldown/content/:courseId/:studentId',
  summary: 'Every place of the course the student visited (course home, lesson homes, pages) with visits and minutes, in course order.',
  answer: Type.Object({ content: Type.Array(ContentEntrySchema) }),
});

export const postDrilldownObjectives = defineCall({
  method: 'POST',
  path: 'drilldown/objectives/:courseId/:studentId',
  summary: "The student's progress on the listed pages (the objectives' pages): visits and minutes over the last `sessions` days (null: all time), and the graded work on each page with its score.",
  body: Type.Object(
    {
      /** Days to look back for visits and minutes (1-366); null or absent: all time. */
      sessions: Type.Optional(orNull(Type.Integer({ minimum: 1, maximum: MAX_DAYS_SINCE }))),
      pages: Type.Array(ID, { minItems: 1, maxItems: 500 }),
    },
    { additionalProperties: false },
  ),
  answer: Type.Object({
    objectives: Type.Array(
      Type.Object({
        page_id: Type.String(),
        page_title: Type.String(),
        lesson_id: Type.String(),
        lesson_title: Type.String(),
        visited: Type.Boolean(),
        visits: Type.Integer(),
        minutes: Type.Number(),
        /** Graded activities on the page, those with a score, and their mean percent (null: none scored). */
        activities: Type.Integer(),
        scored: Type.Integer(),
        percent: orNull(Type.Number()),
      }),
    ),
  }),
});

export const postDrilldownSearch = defineCall({
  method: 'POST',
  path: 'drilldown/search/:courseId',
  summary: "The course's students whose first name, last name and email (`lti`: the address an LTI launch names them by) contain what is given (case-insensitive; all given must match); at most 50, by last name.",
  body: Type.Object(
    {
      firstname: Type.Optional(Type.String({ maxLength: 100 })),
      lastname: Type.Optional(Type.String({ maxLength: 100 })),
      lti: Type.Optional(Type.String({ maxLength: 200 })),
    },
    { additionalProperties: false },
  ),
  answer: Type.Object({ students: Type.Array(DrilldownStudentSchema), more: Type.Boolean() }),
});

export const SEARCH_LIMIT = 50;

/** Part 3 §8 "Drilldown and grading". */
export const DRILLDOWN_MESSAGES = {
  timedOut: 'Timed out obtaining data. Please try again later.',
  apologies: 'Apologies! Looks like we timed out.',
} as const;

/** Part 3 §9: the drilldown time call's timeout. */
export const DRILLDOWN_TIME_TIMEOUT_MS = 20_000;
