import { defineCall, Type, type Static } from '@lms/sdk/calls';

/** Part 3 §8: the study center asked for without a course. */
export const NOT_IN_COURSE_CONTEXT = 'not in the correct course context';
/** The course's noStudyCenter flag is on. */
export const STUDY_CENTER_OFF = 'The study center is not enabled in this course.';

/** One item to revisit: what it is, where to revisit it, and since when it is due. */
export const StudyCenterItemSchema = Type.Object({
  _id: Type.String(),
  /** The plugin that put it there ('assessment', 'flashcards'). */
  source: Type.String(),
  title: Type.String(),
  /** A site path (the quiz's or the deck's page). */
  link: Type.String(),
  /** ISO date-time it became due; null: since it was put there. */
  due_at: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
  /** When the student last moved it; null while it has never moved. */
  moved_at: Type.Union([Type.String(), Type.Null()]),
});
export type StudyCenterItem = Static<typeof StudyCenterItemSchema>;

export const StudyCenterSchema = Type.Object({
  red_bucket: Type.Array(StudyCenterItemSchema),
  green_bucket: Type.Array(StudyCenterItemSchema),
  blue_bucket: Type.Array(StudyCenterItemSchema),
  /** The count of red items (the header entry's badge). */
  badge: Type.Integer({ minimum: 0 }),
  /** Why the buckets are empty when the course has no study center; null otherwise. */
  error: Type.Union([Type.String(), Type.Null()]),
});
export type StudyCenter = Static<typeof StudyCenterSchema>;

export const getStudyCenter = defineCall({
  method: 'GET',
  path: 'studycenter/:courseId',
  summary: "The caller's study center in the course: items to revisit (red), got (green), later (blue), and the red count.",
  answer: StudyCenterSchema,
});

/** Part 3 §8: the call made outside a course. */
export const getStudyCenterWithoutCourse = defineCall({
  method: 'GET',
  path: 'studycenter/',
  summary: "Refuses the study center outside a course ('not in the correct course context').",
  answer: StudyCenterSchema,
});

export const STUDY_MOVE_TARGETS = ['green', 'blue'] as const;

export const moveStudyItem = defineCall({
  method: 'GET',
  path: 'studycenter/move_bucket/:courseId/:itemId/:bucket',
  summary: "Moves one of the caller's study-center items out of red, to green (got it) or blue (later); a GET that changes state (XSRF-checked).",
  answer: Type.Object({ item: StudyCenterItemSchema, bucket: Type.Union(STUDY_MOVE_TARGETS.map((bucket) => Type.Literal(bucket))) }),
});
