import type { CriterionDraft } from '../src/rules/rubricRules.ts';

export const hex = (n: number) => n.toString(16).padStart(24, '0');

export function criterionDraft(n: number, points: number, ratings: number[] = [points, 0]): CriterionDraft {
  return {
    _id: hex(n * 100),
    title: `Criterion ${n}`,
    description: '',
    max_points: points,
    ratings: ratings.map((score, index) => ({ _id: hex(n * 100 + index + 1), rating: `Level ${index + 1}`, description: '', points: score })),
  };
}

