import { roundPoints, type CriterionDraft } from './rubricRules.ts';

/** A grade given with a rubric, as it stands (project_grades: criterion id to score, the score before and after the late policy). */
export interface RubricGrade {
  criteria: Readonly<Record<string, number>>;
  /** The score before the late policy; null when it was never changed by one. */
  original_score: number | null;
  grade: number;
  apply_policy: boolean;
}

export interface RescoredGrade {
  criteria: Record<string, number>;
  /** The sum of the criteria's new scores. */
  original_score: number;
  /** `original_score` after the same late deduction as before. */
  grade: number;
}

/** The rating the grader chose on a criterion: the first whose points are the score given. */
function chosenRating(criterion: CriterionDraft | undefined, score: number) {
  return criterion?.ratings.find((rating) => rating.points === score);
}

/**
 * A criterion's score under the new rubric: the new points of the rating the
 * grader chose (matched by the rating's id); a score that was no rating's, or
 * whose rating is gone, stays as given but never above the criterion's new
 * points. A criterion the old grade did not score (a new one) scores 0.
 */
function rescoredCriterion(oldCriterion: CriterionDraft | undefined, newCriterion: CriterionDraft, given: number | undefined): number {
  if (given === undefined) return 0;
  const rating = chosenRating(oldCriterion, given);
  const moved = rating && newCriterion.ratings.find((candidate) => candidate._id === rating._id);
  return roundPoints(moved ? moved.points : Math.min(given, newCriterion.max_points));
}

/**
 * A grade re-scored with a changed rubric (part 2 §5 "Editing a rubric ...
 * asks for confirmation"; the instructor chooses it): each criterion kept
 * (same id) scores by the rating chosen before, a removed criterion scores
 * 0 (it is dropped), a new one 0. The late deduction already taken is taken
 * again in the same proportion: lateness does not change with the rubric.
 */
export function rescoreGrade(oldCriteria: readonly CriterionDraft[], newCriteria: readonly CriterionDraft[], grade: RubricGrade): RescoredGrade {
  const criteria: Record<string, number> = {};
  for (const criterion of newCriteria) {
    const before = oldCriteria.find((candidate) => candidate._id === criterion._id);
    criteria[criterion._id] = rescoredCriterion(before, criterion, grade.criteria[criterion._id]);
  }
  const original = roundPoints(Object.values(criteria).reduce((sum, score) => sum + score, 0));
  const before = grade.original_score ?? grade.grade;
  const kept = grade.apply_policy && before > 0 ? grade.grade / before : 1;
  return { criteria, original_score: original, grade: roundPoints(original * kept) };
}
