import { defineCall, Type, type Static } from '@lms/sdk/calls';

/**
 * QuizMe (part 3 "Other screens" QuizMe modal, §4 QuizMe, §9 'You scored X
 * out of Y'): the assessments the caller may open in the modal and the state
 * it opens them in. There is no student id in the path: the answer is the
 * caller's own, so a student never reads another's (part 3 §6).
 */

export const QUIZ_ME_STATES = ['initial', 'review'] as const;
export type QuizMeState = (typeof QUIZ_ME_STATES)[number];

export const QuizMeQuizSchema = Type.Object({
  component_id: Type.String(),
  activity_id: Type.String(),
  title: Type.String(),
  /** Where the assessment sits (its first place). */
  lesson_id: Type.String(),
  lesson_title: Type.Union([Type.String(), Type.Null()]),
  /** Its lesson's number in the course (1-based); null when unknown. */
  lesson_number: Type.Union([Type.Integer(), Type.Null()]),
  page_id: Type.String(),
  max_score: Type.Union([Type.Number(), Type.Null()]),
});
export type QuizMeQuiz = Static<typeof QuizMeQuizSchema>;

/** GET insights/quizme/{courseId}: students get the assessments they may see now; professors every assessment of the course (or, `?as=student`, the students' list). */
export const listQuizMe = defineCall({
  method: 'GET',
  path: 'insights/quizme/:courseId',
  summary: "The caller's QuizMe: the course's assessments the caller may open in reading order, and the state the modal opens them in (part 3 §4: review for a professor, initial otherwise).",
  query: Type.Object({ as: Type.Optional(Type.Literal('student')) }),
  answer: Type.Object({ state: Type.Union(QUIZ_ME_STATES.map((state) => Type.Literal(state))), quizzes: Type.Array(QuizMeQuizSchema) }),
});
