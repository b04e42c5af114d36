import { defineCall, Type, type Static } from '@lms/sdk/calls';

/**
 * The instructor dashboard's summary tiles (part 3 "Screen content"
 * Instructor dashboard; §3 Summary tile; §7 Dashboard and insights). Every
 * tile compares this week (the past 7 UTC days, today included) with the 7
 * days before; the numbers come from the kernel's activity tracking and the
 * grade ledger, live (tracking is caught up before each read).
 */

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));

export const TRENDS = ['+', '-', '='] as const;

/** Part 3 §3 Summary tile: count, prior, trend (+, -, =), percent, mins, priormins. */
export const SummaryTileSchema = Type.Object({
  /** This week's number. */
  count: Type.Number({ minimum: 0 }),
  /** The week before's number. */
  prior: Type.Number({ minimum: 0 }),
  /** Part 3 §4: + when count is above prior, - when below, = when equal. */
  trend: literals(TRENDS),
  /** The percent of the course's students the tile counts this week (who logged in, wrote a note, posted, submitted), an integer. */
  percent: Type.Integer({ minimum: 0, maximum: 100 }),
  /** The class's minutes on task this week, and the week before (whole minutes). */
  mins: Type.Integer({ minimum: 0 }),
  priormins: Type.Integer({ minimum: 0 }),
});
export type SummaryTile = Static<typeof SummaryTileSchema>;

/** The days a tile compares, as UTC dates (`from` inclusive, `to` exclusive). */
export const TileWeeksSchema = Type.Object({
  current: Type.Object({ from: Type.String(), to: Type.String() }),
  prior: Type.Object({ from: Type.String(), to: Type.String() }),
});

const StudentTimeSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  mins: Type.Integer({ minimum: 0 }),
  priormins: Type.Integer({ minimum: 0 }),
  /** Logins this week. */
  logins: Type.Integer({ minimum: 0 }),
  /** The newest login ever recorded (ISO), or null. */
  last_login: Type.Union([Type.String(), Type.Null()]),
});
export type StudentTime = Static<typeof StudentTimeSchema>;

const LessonTimeSchema = Type.Object({
  lesson_id: Type.String(),
  lessonName: Type.String(),
  /** The lesson's number in the course (1-based). */
  index: Type.Integer({ minimum: 1 }),
  mins: Type.Integer({ minimum: 0 }),
  priormins: Type.Integer({ minimum: 0 }),
});
export type LessonTime = Static<typeof LessonTimeSchema>;

const PopularPageSchema = Type.Object({
  lesson_id: Type.String(),
  page_id: Type.String(),
  /** "Lesson title: page title". */
  title: Type.String(),
  link: Type.String(),
  visits: Type.Integer({ minimum: 0 }),
  /** Distinct people with any tracked activity on the page this week (the tracking's place totals count staff too). */
  students: Type.Integer({ minimum: 0 }),
});
export type PopularPage = Static<typeof PopularPageSchema>;

/** Part 3 §3 Engagement counts (the class facts' verdicts summed). */
const EngagementCountsSchema = Type.Object({
  engaged: Type.Integer({ minimum: 0 }),
  struggling: Type.Integer({ minimum: 0 }),
  disengaged: Type.Integer({ minimum: 0 }),
  percent: Type.Integer({ minimum: 0, maximum: 100 }),
});

export const getLoggedInStats = defineCall({
  method: 'GET',
  path: 'stats/loggedin/:courseId/:place',
  summary:
    "The logged-in tile and its modal: each student's minutes and logins, minutes per lesson, the logged-in and minutes tiles, the week's most visited pages and the class's engagement ('course', or a lesson id to narrow minutes and pages to that lesson).",
  answer: Type.Object({
    weeks: TileWeeksSchema,
    /** Every student of the course, by last name. */
    student_times: Type.Array(StudentTimeSchema),
    /** Every lesson of the course in order (only `place`'s for a lesson). */
    lesson_times: Type.Array(LessonTimeSchema),
    /** Students who logged in this week vs the week before. */
    trenddict: SummaryTileSchema,
    /** Minutes on task per student (rounded) this week vs the week before. */
    trendmindict: SummaryTileSchema,
    /** This week's ten most visited pages, most visits first. */
    popular: Type.Array(PopularPageSchema),
    /** The class's engagement: the class facts' verdicts (the gradebook's totals and the minutes on task) counted. */
    engagement: EngagementCountsSchema,
  }),
});
export type LoggedInStats = Static<typeof getLoggedInStats.answer>;

const LessonCountSchema = Type.Object({
  lesson_id: Type.String(),
  lessonName: Type.String(),
  /** Everything recorded in the lesson so far. */
  count: Type.Integer({ minimum: 0 }),
});
export type LessonCount = Static<typeof LessonCountSchema>;

export const getNotesStats = defineCall({
  method: 'GET',
  path: 'stats/notes/:courseId/:lessonId/:priorLessonId',
  summary: "The notes tile: notes written this week vs the week before, and the notes of a lesson beside a prior lesson's (lesson ids of the course, else not-found).",
  answer: Type.Object({
    weeks: TileWeeksSchema,
    tile: SummaryTileSchema,
    lesson: LessonCountSchema,
    prior_lesson: LessonCountSchema,
    /** Notes per student this week, one decimal (part 3 §9). */
    per_student: Type.Number({ minimum: 0 }),
  }),
});
export type NotesStats = Static<typeof getNotesStats.answer>;

/** Part 3 §3 Board post count (component_id, hidden), with the board's title and posts. */
const BoardCountSchema = Type.Object({
  component_id: Type.String(),
  title: Type.String(),
  posts: Type.Integer({ minimum: 0 }),
  hidden: Type.Integer({ minimum: 0 }),
  /** Posts per student of the course, one decimal (part 3 §9). */
  per_student: Type.Number({ minimum: 0 }),
});
export type BoardCount = Static<typeof BoardCountSchema>;

export const getBoardStats = defineCall({
  method: 'GET',
  path: 'stats/boards/:courseId/:lessonId/:priorLessonId',
  summary: "The discussions tile: posts this week vs the week before, and the post counts of each board in a lesson (boards) and in a prior lesson (priors).",
  answer: Type.Object({
    weeks: TileWeeksSchema,
    tile: SummaryTileSchema,
    /** Posts per student this week, one decimal. */
    per_student: Type.Number({ minimum: 0 }),
    boards: Type.Array(BoardCountSchema),
    priors: Type.Array(BoardCountSchema),
  }),
});
export type BoardStats = Static<typeof getBoardStats.answer>;

const HistogramBucketSchema = Type.Object({
  from: Type.Integer(),
  to: Type.Integer(),
  label: Type.String(),
  count: Type.Integer({ minimum: 0 }),
});

/** One activity's line of the item report. */
const ItemReportRowSchema = Type.Object({
  activity_id: Type.String(),
  title: Type.String(),
  lessonName: Type.Union([Type.String(), Type.Null()]),
  /** Submissions this week / the week before. */
  count: Type.Integer({ minimum: 0 }),
  prior: Type.Integer({ minimum: 0 }),
  /** Students with any scored submission, ever. */
  students: Type.Integer({ minimum: 0 }),
  /** The average of each student's latest scored submission in percent (an integer), or null. */
  average: Type.Union([Type.Integer(), Type.Null()]),
});
export type ItemReportRow = Static<typeof ItemReportRowSchema>;

export const getSubmissionStats = defineCall({
  method: 'GET',
  path: 'stats/submissions/:courseId',
  summary: "The submissions tile: submissions this week vs the week before, the score histogram (10 buckets of 10%) of this week's scored submissions, and the item report per activity.",
  answer: Type.Object({
    weeks: TileWeeksSchema,
    tile: SummaryTileSchema,
    /** Each student's latest scored submission per activity this week, in percent. */
    histogram: Type.Array(HistogramBucketSchema),
    /** Activities in the course's order. */
    items: Type.Array(ItemReportRowSchema),
  }),
});
export type SubmissionStats = Static<typeof getSubmissionStats.answer>;

/** What the tiles say (the spec's dashboard messages, and ours where it has none). */
export const TILE_MESSAGES = {
  /** Part 3 §8 Dashboard: the load failure. */
  timedOut: 'Apologies - looks like we timed out!',
  noPlace: 'No such place: give "course" or a lesson id of the course.',
} as const;
