import { RUBRIC_MESSAGES } from './rubricMessages.ts';

/** A rating or criterion as the rules read it (the API's, or the editor's draft). */
export interface RatingDraft {
  _id: string;
  rating: string;
  description: string;
  points: number;
}

export interface CriterionDraft {
  _id: string;
  title: string;
  description: string;
  max_points: number;
  ratings: RatingDraft[];
}

export interface RubricDraft {
  title: string;
  description: string;
  criteria: CriterionDraft[];
  total_points: number;
}

/** One broken rule at its field: a slash path into the rubric's body (as a 422 names it). */
export interface RubricProblem {
  field: string;
  message: string;
}

/** Scores keep 2 decimals (part 2 §5 "Scores"). */
export const roundPoints = (points: number): number => Math.round(points * 100) / 100;

/** The rubric's total: the sum of its criteria's points. */
export function rubricTotal(criteria: readonly Pick<CriterionDraft, 'max_points'>[]): number {
  return roundPoints(criteria.reduce((sum, criterion) => sum + criterion.max_points, 0));
}

const isBlank = (text: string) => text.trim() === '';

function ratingProblems(criterion: CriterionDraft, at: string): RubricProblem[] {
  if (criterion.ratings.length === 0) return [{ field: `${at}/ratings`, message: RUBRIC_MESSAGES.needsRating }];
  return criterion.ratings.flatMap((rating, index) => {
    const problems: RubricProblem[] = [];
    if (isBlank(rating.rating)) problems.push({ field: `${at}/ratings/${index}/rating`, message: RUBRIC_MESSAGES.ratingTitleRequired });
    if (!Number.isFinite(rating.points) || rating.points < 0 || rating.points > criterion.max_points) {
      problems.push({ field: `${at}/ratings/${index}/points`, message: RUBRIC_MESSAGES.ratingPointsRange });
    }
    return problems;
  });
}

function criterionProblems(criterion: CriterionDraft, index: number): RubricProblem[] {
  const at = `criteria/${index}`;
  const problems: RubricProblem[] = [];
  if (isBlank(criterion.title)) problems.push({ field: `${at}/title`, message: RUBRIC_MESSAGES.criterionTitleRequired });
  if (!Number.isFinite(criterion.max_points)) problems.push({ field: `${at}/max_points`, message: RUBRIC_MESSAGES.criteriaPointsNumber });
  else if (criterion.max_points === 0) problems.push({ field: `${at}/max_points`, message: RUBRIC_MESSAGES.criteriaPointsZero });
  else if (criterion.max_points < 0) problems.push({ field: `${at}/max_points`, message: RUBRIC_MESSAGES.criteriaPointsNegative });
  return [...problems, ...ratingProblems(criterion, at)];
}

function duplicateIdProblems(criteria: readonly CriterionDraft[]): RubricProblem[] {
  const ids = criteria.flatMap((criterion) => [criterion._id, ...criterion.ratings.map((rating) => rating._id)]);
  return new Set(ids).size === ids.length ? [] : [{ field: 'criteria', message: RUBRIC_MESSAGES.duplicateId }];
}

/**
 * Part 2 §3 Rubric and §5: a title; at least one criterion, each with a title,
 * points never 0 and at least one rating whose points lie between 0 and the
 * criterion's; a total never 0 that is the sum of the criteria's points. The
 * server refuses a rubric with any of these (422), the editor shows them at
 * their fields before it sends.
 */
export function rubricProblems(rubric: RubricDraft): RubricProblem[] {
  const problems: RubricProblem[] = [];
  if (isBlank(rubric.title)) problems.push({ field: 'title', message: RUBRIC_MESSAGES.titleRequired });
  if (rubric.criteria.length === 0) problems.push({ field: 'criteria', message: RUBRIC_MESSAGES.needsCriterion });
  problems.push(...rubric.criteria.flatMap(criterionProblems), ...duplicateIdProblems(rubric.criteria));
  if (rubric.total_points === 0) problems.push({ field: 'total_points', message: RUBRIC_MESSAGES.totalPointsZero });
  else if (rubric.criteria.every((criterion) => Number.isFinite(criterion.max_points)) && roundPoints(rubric.total_points) !== rubricTotal(rubric.criteria)) problems.push({ field: 'total_points', message: RUBRIC_MESSAGES.totalPointsSum });
  return problems;
}
