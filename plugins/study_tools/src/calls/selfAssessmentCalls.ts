import { defineCall, ID_PATTERN, Type, type Static } from '@lms/sdk/calls';

export const SELF_RATING_MESSAGE = 'A self-assessment is a rating from 1 to 5, or null to clear it.';

/** The caller's own rating of one lesson they may see: 1 (not yet) to 5 (mastered), null when not rated. */
export const SelfAssessmentSchema = Type.Object({
  lesson_id: Type.String(),
  lesson_title: Type.String(),
  rating: Type.Union([Type.Integer(), Type.Null()]),
  updated_at: Type.Union([Type.String(), Type.Null()]),
});
export type SelfAssessment = Static<typeof SelfAssessmentSchema>;

const SelfAssessmentsAnswer = Type.Object({ self_assessments: Type.Array(SelfAssessmentSchema) });

const PATH = 'user/self_assessments/:courseId';

export const getSelfAssessments = defineCall({
  method: 'GET',
  path: PATH,
  summary: "The caller's self-assessment of each lesson of the course they may see, in course order (part 2 §7).",
  answer: SelfAssessmentsAnswer,
});

export const SaveSelfAssessmentBodySchema = Type.Object(
  {
    lesson_id: Type.String({ pattern: ID_PATTERN, errorMessage: 'Please name a lesson of the course.' }),
    rating: Type.Union([Type.Integer({ minimum: 1, maximum: 5 }), Type.Null()], { errorMessage: SELF_RATING_MESSAGE }),
  },
  { additionalProperties: false, errorMessage: { required: { lesson_id: 'Please name a lesson of the course.', rating: SELF_RATING_MESSAGE } } },
);

export const saveSelfAssessment = defineCall({
  method: 'PUT',
  path: PATH,
  summary: "Rates (or, with null, un-rates) one lesson of the course for the caller; answers all of the caller's self-assessments.",
  body: SaveSelfAssessmentBodySchema,
  answer: SelfAssessmentsAnswer,
});
