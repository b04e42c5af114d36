import { defineCall, ID_PATTERN, Type, type Static } from '@lms/sdk/calls';

/**
 * The grading center and board grades (part 3 §2 grading_center, board_grades;
 * §7 `PUT gradebook/{courseId}/board_grades/{boardId}`), shared by the server
 * and the screens. Staff only.
 */

const ID = Type.String({ pattern: ID_PATTERN });
const numberOrNull = Type.Union([Type.Number(), Type.Null()]);

/** An activity with work waiting for a person. */
export const WaitingActivitySchema = Type.Object({
  activity_id: Type.String(),
  component_id: Type.String(),
  title: Type.String(),
  /** The component type ('assessment', 'board', ...): it decides which grading screen leads on. */
  type: Type.String(),
  /** Students whose latest attempt needs grading and who have no instructor's grade for it. */
  waiting: Type.Integer({ minimum: 1 }),
  /** When the longest-waiting of those attempts was submitted (ISO). */
  oldest_submitted_at: Type.String({ format: 'date-time' }),
});
export type WaitingActivity = Static<typeof WaitingActivitySchema>;

export const getGradingCenter = defineCall({
  method: 'GET',
  path: 'gradebook/:courseId/grading_center',
  summary: 'The activities of a course with attempts waiting for a person, the longest-waiting first, with how many students wait on each.',
  answer: Type.Object({ activities: Type.Array(WaitingActivitySchema) }),
});

/** A board of the course (part 3 §3 "Board post count": component_id). */
export const BoardColumnSchema = Type.Object({
  board_id: Type.String(),
  activity_id: Type.String(),
  title: Type.String(),
  max_score: numberOrNull,
});
export type BoardColumn = Static<typeof BoardColumnSchema>;

/** One student on one board: live posts and replies, those hidden (flagged, or answering a flagged one) apart, and the instructor's grade. */
export const BoardEntrySchema = Type.Object({
  posts: Type.Integer({ minimum: 0 }),
  hidden: Type.Integer({ minimum: 0 }),
  grade: numberOrNull,
});
export type BoardEntry = Static<typeof BoardEntrySchema>;

export const BoardStudentSchema = Type.Object({
  id: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  email: Type.String(),
  /** In the order of `boards`. */
  boards: Type.Array(BoardEntrySchema),
});
export type BoardStudent = Static<typeof BoardStudentSchema>;

export const BoardGradesSchema = Type.Object({
  boards: Type.Array(BoardColumnSchema),
  /** The course's students, by last name. */
  students: Type.Array(BoardStudentSchema),
});
export type BoardGrades = Static<typeof BoardGradesSchema>;

export const getBoardGrades = defineCall({
  method: 'GET',
  path: 'gradebook/:courseId/board_grades',
  summary: "Every board of the course with each student's post count and grade.",
  answer: BoardGradesSchema,
});

export const getBoardGrade = defineCall({
  method: 'GET',
  path: 'gradebook/:courseId/board_grades/:boardId',
  summary: "One board of the course with each student's post count and grade.",
  answer: BoardGradesSchema,
});

/** A grade and the post counts the instructor saw when giving it: refused when the student's posts changed since. */
export const BoardGradeEntrySchema = Type.Object(
  {
    student_id: ID,
    grade: Type.Union([Type.Number(), Type.Null()]),
    posts: Type.Integer({ minimum: 0 }),
    hidden: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type BoardGradeEntry = Static<typeof BoardGradeEntrySchema>;

/** Part 3 §7 `PUT gradebook/{courseId}/board_grades/{boardId}` ("payload post counts"). */
export const saveBoardGrades = defineCall({
  method: 'PUT',
  path: 'gradebook/:courseId/board_grades/:boardId',
  summary: "Saves students' grades on one board, with the post counts each was given for, in one transaction; null clears a grade.",
  body: Type.Object({ grades: Type.Array(BoardGradeEntrySchema, { minItems: 1, maxItems: 10_000 }) }, { additionalProperties: false }),
  answer: BoardGradesSchema,
});

/** Part 3 §8 "Drilldown and grading". */
export const GRADING_MESSAGES = {
  saved: 'Grade(s) saved.',
  notSaved: 'One or more grades could not be saved. Please check the values and/or reload.',
} as const;
