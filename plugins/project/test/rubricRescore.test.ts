import { describe, expect, it } from 'vitest';
import { rescoreGrade } from '../src/rules/rubricRescore.ts';
import { criterionDraft } from './rubricDrafts.ts';

const one = criterionDraft(1, 10, [10, 6, 0]);
const two = criterionDraft(2, 5, [5, 0]);
const ids = { one: one._id, two: two._id };

describe('rescoreGrade', () => {
  it("scores each kept criterion by the rating chosen before, at that rating's new points", () => {
    const changed = { ...one, max_points: 20, ratings: one.ratings.map((rating, index) => ({ ...rating, points: [20, 12, 0][index]! })) };
    const next = rescoreGrade([one, two], [changed, two], { criteria: { [ids.one]: 6, [ids.two]: 5 }, grade: 11, original_score: 11, apply_policy: false });
    expect(next).toEqual({ criteria: { [ids.one]: 12, [ids.two]: 5 }, original_score: 17, grade: 17 });
  });

  it('drops a removed criterion (it scores 0) and scores a new one 0', () => {
    const three = criterionDraft(3, 7);
    const next = rescoreGrade([one, two], [one, three], { criteria: { [ids.one]: 10, [ids.two]: 5 }, grade: 15, original_score: null, apply_policy: false });
    expect(next).toEqual({ criteria: { [ids.one]: 10, [three._id]: 0 }, original_score: 10, grade: 10 });
  });

  it("keeps a score that was no rating's, or whose rating is gone, but never above the new points", () => {
    const fewer = { ...one, max_points: 4, ratings: [{ ...one.ratings[2]! }] };
    expect(rescoreGrade([one], [fewer], { criteria: { [ids.one]: 6 }, grade: 6, original_score: 6, apply_policy: false }).criteria).toEqual({ [ids.one]: 4 });
    expect(rescoreGrade([one], [one], { criteria: { [ids.one]: 7.5 }, grade: 7.5, original_score: 7.5, apply_policy: false }).criteria).toEqual({ [ids.one]: 7.5 });
  });

  it('takes the same late deduction again when the policy was applied', () => {
    const bigger = { ...two, max_points: 10, ratings: [{ ...two.ratings[0]!, points: 10 }, two.ratings[1]!] };
    const next = rescoreGrade([one, two], [one, bigger], { criteria: { [ids.one]: 10, [ids.two]: 5 }, grade: 12, original_score: 15, apply_policy: true });
    expect(next).toEqual({ criteria: { [ids.one]: 10, [ids.two]: 10 }, original_score: 20, grade: 16 });
  });
});
