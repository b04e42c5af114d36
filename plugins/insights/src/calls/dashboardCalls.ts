import { defineCall, ID_PATTERN, Type, type Static } from '@lms/sdk/calls';

/**
 * The instructor dashboard's calls (part 3 §7 "Dashboard and insights", at the
 * spec's paths): the learning gauge and averages, the class's time on task and
 * the roster the student picker lists. Professors of the course only. Every
 * percent is the course total as the gradebook computes it (@lms/sdk/gradebook),
 * rounded to an integer for display (part 3 §9).
 */

const ID = Type.String({ pattern: ID_PATTERN });
const numberOrNull = Type.Union([Type.Number(), Type.Null()]);
const literalUnion = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));

/** The gauge's colours, worst first (part 3 §7 PUT stats/average). */
export const GAUGE_COLORS = ['red', 'orange', 'yellow', 'green', 'greener'] as const;
export type GaugeColor = (typeof GAUGE_COLORS)[number];

export const ENGAGEMENT_CLASSES = ['engaged', 'struggling', 'disengaged'] as const;

/** One band of the gauge: percents from `from` (inclusive) up to the next band's `from`. */
const GaugeBandSchema = Type.Object({ color: literalUnion(GAUGE_COLORS), from: Type.Number() });

/** One student's engagement with its evidence: the rule that fired and the numbers it used. */
export const EngagementEvidenceSchema = Type.Object({
  user_id: Type.String(),
  name: Type.String(),
  class: literalUnion(ENGAGEMENT_CLASSES),
  rule: literalUnion(['disengaged-past-week', 'disengaged-two-weeks', 'struggling-score', 'engaged'] as const),
  active: Type.Boolean(),
  explanation: Type.String(),
  minutes_past_week: Type.Number(),
  minutes_prior_week: Type.Number(),
  /** The course total (2 decimals, as the gradebook has it); null: nothing scored yet. */
  percent: numberOrNull,
});
export type EngagementEvidence = Static<typeof EngagementEvidenceSchema>;

/** Part 3 §3 "Engagement": struggling, disengaged, engaged, percent, insight, insight_list. */
export const EngagementSchema = Type.Object({
  engaged: Type.Integer({ minimum: 0 }),
  struggling: Type.Integer({ minimum: 0 }),
  disengaged: Type.Integer({ minimum: 0 }),
  /** Percent of the students engaged (integer). */
  percent: Type.Integer({ minimum: 0, maximum: 100 }),
  insight: Type.String(),
  /** Every student's verdict, struggling and disengaged first. */
  insight_list: Type.Array(EngagementEvidenceSchema),
});

const StudentScoreSchema = Type.Object({
  user_id: Type.String(),
  name: Type.String(),
  /** Rounded to an integer; null when nothing counts yet. */
  percent: numberOrNull,
  score: numberOrNull,
  max_score: numberOrNull,
});

const AssessmentAverageSchema = Type.Object({
  activity_id: Type.String(),
  title: Type.String(),
  max_score: numberOrNull,
  /** Mean percent of the students with a counted score (integer); null when nobody has one. */
  average: numberOrNull,
  /** Students with a counted score. */
  scored: Type.Integer({ minimum: 0 }),
});

const LessonAssessmentsSchema = Type.Object({
  /** Null: activities outside any lesson. */
  lesson_id: Type.Union([Type.String(), Type.Null()]),
  lesson_title: Type.String(),
  /** Points over max points of every counted score of the lesson (integer percent); null when none. */
  average: numberOrNull,
  assessments: Type.Array(AssessmentAverageSchema),
});

/** A week (Monday 00:00 UTC) and the mean percent of the counted scores completed in it. */
const WeekScoreSchema = Type.Object({ week: Type.String(), average: Type.Integer(), scores: Type.Integer({ minimum: 0 }) });

export const AverageAnswerSchema = Type.Object({
  /** The class's mean course total (integer); null when no student has one. */
  percent: numberOrNull,
  students: Type.Integer({ minimum: 0 }),
  scores: Type.Array(StudentScoreSchema),
  /** The gauge's colour for `percent` (red when null) and its bands. */
  gauge: Type.Object({ color: literalUnion(GAUGE_COLORS), bands: Type.Array(GaugeBandSchema) }),
  /** The score histogram (10 buckets of 10%) of the students' totals. */
  histogram: Type.Array(Type.Object({ from: Type.Integer(), to: Type.Integer(), label: Type.String(), count: Type.Integer({ minimum: 0 }) })),
  lessonassessments: Type.Array(LessonAssessmentsSchema),
  /** The class's scores by the week they were completed, oldest first. */
  timeline: Type.Array(WeekScoreSchema),
  /** One sentence for the gauge. */
  insight: Type.String(),
  engagement: EngagementSchema,
  /** The student asked for (`student_id`): their lessons and weeks beside the class's. */
  student: Type.Union([
    Type.Object({
      user_id: Type.String(),
      name: Type.String(),
      percent: numberOrNull,
      lessons: Type.Array(Type.Object({ lesson_id: Type.Union([Type.String(), Type.Null()]), average: numberOrNull })),
      timeline: Type.Array(WeekScoreSchema),
      engagement: EngagementEvidenceSchema,
    }),
    Type.Null(),
  ]),
  allow_rollup: Type.Boolean(),
  computed_at: Type.String(),
});
export type AverageAnswer = Static<typeof AverageAnswerSchema>;

/** Part 3 §7 `PUT stats/average/{courseId}` (payload allow_rollup). */
export const putAverage = defineCall({
  method: 'PUT',
  path: 'stats/average/:courseId',
  summary: "The learning gauge: the class's mean course total (by rollup weights unless allow_rollup is false), each student's, the gauge colour, per-lesson averages, the insight and engagement with each student's evidence (professors).",
  body: Type.Object(
    {
      /** Default true: totals as the gradebook makes them (weighted rollup groups); false: points over max points of every counted activity. */
      allow_rollup: Type.Optional(Type.Boolean()),
      /** The student the average modal's picker chose. */
      student_id: Type.Optional(ID),
    },
    { additionalProperties: false },
  ),
  answer: AverageAnswerSchema,
});

const DayMinutesSchema = Type.Object({ day: Type.String(), minutes: Type.Number() });

export const AverageTimesAnswerSchema = Type.Object({
  /** The last 14 UTC days, oldest first: the class's mean minutes per student each day. */
  days: Type.Array(DayMinutesSchema),
  /** Mean minutes per student in the past week and the week before (1 decimal). */
  average_past_week: Type.Number(),
  average_prior_week: Type.Number(),
  students: Type.Integer({ minimum: 0 }),
  /** The picked student's (query `student`): their minutes each day. */
  student: Type.Union([Type.Object({ user_id: Type.String(), days: Type.Array(DayMinutesSchema), minutes_past_week: Type.Number(), minutes_prior_week: Type.Number() }), Type.Null()]),
});
export type AverageTimesAnswer = Static<typeof AverageTimesAnswerSchema>;

/** Part 3 §7 `GET stats/averagetimes/{courseId}`. */
export const getAverageTimes = defineCall({
  method: 'GET',
  path: 'stats/averagetimes/:courseId',
  summary: "The class's time on task: mean minutes per student each day of the last two weeks and per week, and a picked student's (professors).",
  query: Type.Object({ student: Type.Optional(ID) }, { additionalProperties: false }),
  answer: AverageTimesAnswerSchema,
});

export const RosterAnswerSchema = Type.Object({
  roster: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), firstname: Type.String(), lastname: Type.String(), email: Type.String() })),
});
export type RosterAnswer = Static<typeof RosterAnswerSchema>;

/** Part 3 §7 `POST stats/roster/{courseId}/{slug}` (payload ignore: instructor and assistant ids). */
export const postRoster = defineCall({
  method: 'POST',
  path: 'stats/roster/:courseId/:slug',
  summary: "The course's students by last name (staff never; the `ignore` ids left out too): the dashboard's student picker (professors).",
  body: Type.Object({ ignore: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 1000 })) }, { additionalProperties: false }),
  answer: RosterAnswerSchema,
});
