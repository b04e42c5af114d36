import { defineCall, Type, type Static } from '@lms/sdk/calls';

/**
 * Deep dives and the performance report (issue 21 item 6; part 3 §2
 * assessment-deep-dive, report_student_deepdive, performance_report).
 * Professors of the course only (course:manage). Percents are 0-100 rounded
 * to integers (part 3 §9); a student's score on an activity is the
 * instructor's grade when there is one, else their latest scored attempt
 * (as the assessment plugin's item report counts each student's latest).
 */

const numberOrNull = Type.Union([Type.Number(), Type.Null()]);
const stringOrNull = Type.Union([Type.String(), Type.Null()]);

/** Part 3 §9: 10 buckets of 10% (src/rules/histogram.ts). */
export const BucketSchema = Type.Object({ from: Type.Integer(), to: Type.Integer(), label: Type.String(), count: Type.Integer() });
export type Bucket = Static<typeof BucketSchema>;

/** The figures of one set of percents. */
const FiguresSchema = {
  /** Students with a score. */
  submitted: Type.Integer(),
  /** Class average percent; null without scores. */
  average: numberOrNull,
  median: numberOrNull,
  histogram: Type.Array(BucketSchema),
};

export const AssessmentFiguresSchema = Type.Object({
  activity_id: Type.String(),
  component_id: Type.String(),
  title: Type.String(),
  max_score: numberOrNull,
  ...FiguresSchema,
});
export type AssessmentFigures = Static<typeof AssessmentFiguresSchema>;

/** GET reports/assessments/{courseId}: the course's assessments in reading order with their figures. */
export const listAssessmentFigures = defineCall({
  method: 'GET',
  path: 'reports/assessments/:courseId',
  summary: "The course's assessments with submitted count, average, median and histogram of percents.",
  answer: Type.Object({ students: Type.Integer(), assessments: Type.Array(AssessmentFiguresSchema) }),
});

/** GET reports/assessments/{courseId}/{componentId}: one assessment's figures and each student's percent. */
export const getAssessmentFigures = defineCall({
  method: 'GET',
  path: 'reports/assessments/:courseId/:componentId',
  summary: "One assessment's figures and its score distribution; error 'insights-assessment-not-found'.",
  answer: Type.Object({
    students: Type.Integer(),
    assessment: AssessmentFiguresSchema,
    /** Each student's percent (ascending): the distribution. */
    percents: Type.Array(Type.Number()),
  }),
});

export const PerformanceRowSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  kind: Type.Union([Type.Literal('activity'), Type.Literal('group')]),
  type: Type.String(),
  /** The rollup group's title for an activity in one; null otherwise. */
  group: stringOrNull,
  ...FiguresSchema,
});
export type PerformanceRow = Static<typeof PerformanceRowSchema>;

/** GET reports/performance/{courseId}: per graded activity and per rollup group. */
export const getPerformanceReport = defineCall({
  method: 'GET',
  path: 'reports/performance/:courseId',
  summary: 'Per graded activity and per rollup group (points of its activities): class average, median and distribution.',
  answer: Type.Object({ students: Type.Integer(), rows: Type.Array(PerformanceRowSchema) }),
});

const EngagementSchema = Type.Union([Type.Literal('engaged'), Type.Literal('struggling'), Type.Literal('disengaged')]);

export const StudentSummarySchema = Type.Object({
  user_id: Type.String(),
  name: Type.String(),
  /** The course total (percent, rounded) as the gradebook computes it; null when nothing counts yet. */
  percent: numberOrNull,
  /** Part 3 §9 engagement class and the sentence saying which rule and numbers made it. */
  engagement: EngagementSchema,
  engagement_explanation: Type.String(),
  /** Minutes on task over the past 7 days and the 7 before. */
  minutes_past_week: Type.Integer(),
  minutes_prior_week: Type.Integer(),
  /** The newest tracked moment in the course; null: never seen. */
  last_seen: stringOrNull,
});
export type StudentSummary = Static<typeof StudentSummarySchema>;

/** GET reports/students/{courseId}: the course's students. */
export const listStudentSummaries = defineCall({
  method: 'GET',
  path: 'reports/students/:courseId',
  summary: "The course's students by name with their total, engagement (the class facts), minutes on task and last seen.",
  answer: Type.Object({ students: Type.Array(StudentSummarySchema) }),
});

export const StudentActivitySchema = Type.Object({
  activity_id: Type.String(),
  component_id: stringOrNull,
  title: Type.String(),
  type: Type.String(),
  score: numberOrNull,
  max_score: numberOrNull,
  percent: numberOrNull,
  attempts: Type.Integer(),
  /** When the latest attempt was submitted. */
  last_submitted: stringOrNull,
  excused: Type.Boolean(),
});
export type StudentActivity = Static<typeof StudentActivitySchema>;

/** GET reports/students/{courseId}/{studentId}: one student's activities and weekly time on task. */
export const getStudentDeepDive = defineCall({
  method: 'GET',
  path: 'reports/students/:courseId/:studentId',
  summary: "One student's activities with scores and attempts, and minutes on task per week (the last 12 weeks); error 'insights-student-not-found'.",
  answer: Type.Object({
    student: Type.Object({
      user_id: Type.String(),
      name: Type.String(),
      last_seen: stringOrNull,
      /** As in the student list (the class facts). */
      percent: numberOrNull,
      engagement: EngagementSchema,
      engagement_explanation: Type.String(),
    }),
    activities: Type.Array(StudentActivitySchema),
    /** Weeks starting Monday (UTC 'YYYY-MM-DD'), oldest first. */
    weeks: Type.Array(Type.Object({ week: Type.String(), minutes: Type.Integer() })),
  }),
});


/**
 * The assessment plugin's item-detail report (plugins/assessment/src/calls/reportCalls.ts
 * getItemDetails), declared here by path and the fields the deep dive reads so
 * insights never imports that plugin; keep them in step.
 */
const ItemDifficultySchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  type: Type.String(),
  points: Type.Number(),
  answered: Type.Integer(),
  correct: Type.Integer(),
  partial: Type.Integer(),
  incorrect: Type.Integer(),
  unanswered: Type.Integer(),
  pending_manual: Type.Integer(),
  average_score: numberOrNull,
});
export type ItemDifficulty = Static<typeof ItemDifficultySchema>;

/** GET assessment/itemdetails/{courseId}/{componentId} (the assessment plugin's call). */
export const getAssessmentItemDetails = defineCall({
  method: 'GET',
  path: 'assessment/itemdetails/:courseId/:componentId',
  summary: "Per Question of an assessment: answered, correct, partial, incorrect and the average score (the assessment plugin's call).",
  answer: Type.Object({ title: Type.String(), items: Type.Array(ItemDifficultySchema), attempts: Type.Integer(), error: Type.Optional(Type.String()) }),
});
