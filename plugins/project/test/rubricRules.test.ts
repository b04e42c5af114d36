import { describe, expect, it } from 'vitest';
import { RUBRIC_MESSAGES } from '../src/rules/rubricMessages.ts';
import { rubricProblems, rubricTotal, type CriterionDraft, type RubricDraft } from '../src/rules/rubricRules.ts';
import { criterionDraft } from './rubricDrafts.ts';

function rubric(criteria: CriterionDraft[], total = rubricTotal(criteria)): RubricDraft {
  return { title: 'Essay', description: '', criteria, total_points: total };
}

describe('rubricProblems', () => {
  it('accepts a rubric whose total is the sum of its criteria', () => {
    expect(rubricProblems(rubric([criterionDraft(1, 10), criterionDraft(2, 5.5)]))).toEqual([]);
    expect(rubricTotal([criterionDraft(1, 0.1), criterionDraft(2, 0.2)])).toBe(0.3);
  });

  it("refuses criteria points of 0 with the spec's message, and negative ones", () => {
    expect(rubricProblems(rubric([criterionDraft(1, 0, [0]), criterionDraft(2, 4)]))).toEqual([{ field: 'criteria/0/max_points', message: RUBRIC_MESSAGES.criteriaPointsZero }]);
    expect(RUBRIC_MESSAGES.criteriaPointsZero).toBe('The criteria points can not be equal to 0');
    expect(rubricProblems(rubric([criterionDraft(1, -2, [0])]))).toContainEqual({ field: 'criteria/0/max_points', message: RUBRIC_MESSAGES.criteriaPointsNegative });
    expect(rubricProblems(rubric([criterionDraft(1, Number.NaN, [0])], 0))).toEqual([
      { field: 'criteria/0/max_points', message: RUBRIC_MESSAGES.criteriaPointsNumber },
      { field: 'total_points', message: RUBRIC_MESSAGES.totalPointsZero },
    ]);
  });

  it('refuses a total of 0, and a total that is not the sum', () => {
    expect(rubricProblems(rubric([], 0))).toEqual([
      { field: 'criteria', message: RUBRIC_MESSAGES.needsCriterion },
      { field: 'total_points', message: RUBRIC_MESSAGES.totalPointsZero },
    ]);
    expect(rubricProblems(rubric([criterionDraft(1, 10)], 12))).toEqual([{ field: 'total_points', message: RUBRIC_MESSAGES.totalPointsSum }]);
  });

  it('needs a criterion with a rating, and ratings from 0 to the criterion points', () => {
    expect(rubricProblems(rubric([criterionDraft(1, 10, [])]))).toEqual([{ field: 'criteria/0/ratings', message: RUBRIC_MESSAGES.needsRating }]);
    expect(rubricProblems(rubric([criterionDraft(1, 10, [11, -1, 10, 0])]))).toEqual([
      { field: 'criteria/0/ratings/0/points', message: RUBRIC_MESSAGES.ratingPointsRange },
      { field: 'criteria/0/ratings/1/points', message: RUBRIC_MESSAGES.ratingPointsRange },
    ]);
  });

  it('needs titles, rating names and ids of their own', () => {
    const blank = { ...criterionDraft(1, 10), title: ' ' };
    blank.ratings[0]!.rating = '';
    expect(rubricProblems({ ...rubric([blank]), title: '' })).toEqual([
      { field: 'title', message: RUBRIC_MESSAGES.titleRequired },
      { field: 'criteria/0/title', message: RUBRIC_MESSAGES.criterionTitleRequired },
      { field: 'criteria/0/ratings/0/rating', message: RUBRIC_MESSAGES.ratingTitleRequired },
    ]);
    expect(rubricProblems(rubric([criterionDraft(1, 10), criterionDraft(1, 5)]))).toEqual([{ field: 'criteria', message: RUBRIC_MESSAGES.duplicateId }]);
  });
});
