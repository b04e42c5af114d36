import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call.ts';

/** Part 1 §7 `GET dashboard/`: the caller's cross-course summary, which the course cards and the course home show (issue 21 items 7 and 9). */


/** The next activity the student has not submitted whose due date is still ahead. */
export const DueNextSchema = Type.Object({
  activity_id: Type.String(),
  title: Type.String(),
  /** ISO date-time: the caller's own due date where their schedule has one (a type's per-student dates, e.g. an assessment override), else the activity's. */
  due_date: Type.String(),
  /** The page the activity is on: `/{courseId}/{lessonId}/{pageId}`. */
  link: Type.String(),
});
export type DueNext = Static<typeof DueNextSchema>;

/** One course the caller takes as a student. */
export const CourseProgressSchema = Type.Object({
  course_id: Type.String(),
  /** Pages of the course a student may see, and how many of them the caller has visited. */
  pages: Type.Integer({ minimum: 0 }),
  pages_visited: Type.Integer({ minimum: 0 }),
  /** Activities a student may see (graded or not), and how many of them the caller has submitted to or been graded on. */
  activities: Type.Integer({ minimum: 0 }),
  activities_done: Type.Integer({ minimum: 0 }),
  due_next: Type.Union([DueNextSchema, Type.Null()]),
  /**
   * The caller's current score in the course (percent, as the gradebook computes their total
   * and shows it to them); null when they may not see one (the course hides totals from
   * students), nothing counts yet, or no installed plugin keeps grades.
   */
  score: Type.Union([Type.Number(), Type.Null()]),
});
export type CourseProgress = Static<typeof CourseProgressSchema>;

export const DashboardAnswerSchema = Type.Object({
  /** By course id; only courses the caller is enrolled in as a student (taught and assisted courses have no progress). */
  courses: Type.Array(CourseProgressSchema),
  /** When these numbers were computed (ISO): the answer is cached per user for up to 60 s. */
  computed_at: Type.String(),
});
export type DashboardAnswer = Static<typeof DashboardAnswerSchema>;

export const getDashboard = defineCall({
  method: 'GET',
  path: 'dashboard/',
  summary: "The caller's progress in each course they take: pages visited, activities done, current score where visible, what is due next (cached per user for 60 s).",
  answer: DashboardAnswerSchema,
});
