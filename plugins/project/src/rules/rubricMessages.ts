/**
 * The rubric rules' messages. Part 2 §5 quotes only the criteria's
 * ('The criteria points can not be equal to 0'); the others are ours, in its style.
 */
export const RUBRIC_MESSAGES = {
  criteriaPointsZero: 'The criteria points can not be equal to 0',
  criteriaPointsNegative: 'The criteria points can not be negative',
  criteriaPointsNumber: 'The criteria points must be a number',
  totalPointsZero: 'The total points can not be equal to 0',
  totalPointsSum: 'The total points must be the sum of the criteria points',
  titleRequired: 'Give the rubric a title',
  criterionTitleRequired: 'Give the criterion a title',
  ratingTitleRequired: 'Give the rating a name',
  needsCriterion: 'A rubric needs at least one criterion',
  needsRating: 'A criterion needs at least one rating',
  ratingPointsRange: "A rating's points go from 0 to its criterion's points",
  duplicateId: 'Each criterion and rating needs its own id',
  /** Part 2 §8. */
  loadFailed: 'Could not load the Rubric.',
} as const;
