import { Type, type Static } from '@lms/sdk/calls';

/** Part 2 §3 Rubric, as the API answers it and the editor sends it. Shared by server and web. */

export const RubricRatingSchema = Type.Object({
  _id: Type.String(),
  /** The rating's name, e.g. "Excellent". */
  rating: Type.String(),
  description: Type.String(),
  /** What choosing this rating scores on its criterion. */
  points: Type.Number(),
});
export type RubricRating = Static<typeof RubricRatingSchema>;

export const RubricCriterionSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  ratings: Type.Array(RubricRatingSchema),
  /** The criterion's points (never 0, part 2 §5): its highest rating. */
  max_points: Type.Number(),
});
export type RubricCriterion = Static<typeof RubricCriterionSchema>;

export const ApiRubricSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  criteria: Type.Array(RubricCriterionSchema),
  /** The sum of the criteria's max points (never 0). */
  total_points: Type.Number(),
  archived: Type.Boolean(),
  owned_by: Type.String(),
  /** The owner's name, for the library list. */
  owner_name: Type.String(),
  course_id: Type.String(),
  updated_at: Type.String(),
  /** Bumped by every write; a write naming an older one is refused with 409 `rubric-changed`. */
  revision: Type.Integer(),
  /** How many project components of the course grade with it. */
  used_by: Type.Integer(),
  /** How many grades already given were made with it (re-scored on request when it changes). */
  graded: Type.Integer(),
});
export type ApiRubric = Static<typeof ApiRubricSchema>;
