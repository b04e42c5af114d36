import { latePenalty, type LatePolicy } from '@lms/sdk/rules';
import type { ApiRubric } from '../../schemas/rubricTypes.ts';

/** Part 2 §9 "Score precision 2 decimals", without 1.005 becoming 1. */
export function roundScore(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** A typed score as it counts: numeric and >= 0, at most `max`, 2 decimals; anything else is blank (null). */
export function scoreFromText(text: string, max: number): number | null {
  const trimmed = text.trim();
  if (trimmed === '' || !/^\d*\.?\d*$/.test(trimmed)) return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value < 0) return null;
  return roundScore(Math.min(value, max));
}

/** What the score box shows once the grader leaves it: the score as it counts, or blank. */
export function normalisedScoreText(text: string, max: number): string {
  const score = scoreFromText(text, max);
  return score === null ? '' : String(score);
}

/** The rubric's grade: the sum of the chosen ratings' points; null until a rating is chosen. */
export function rubricTotal(rubric: ApiRubric, chosen: Readonly<Record<string, string>>): number | null {
  let total: number | null = null;
  for (const criterion of rubric.criteria) {
    const rating = criterion.ratings.find((candidate) => candidate._id === chosen[criterion._id]);
    if (rating) total = (total ?? 0) + rating.points;
  }
  return total === null ? null : roundScore(total);
}

/** The criteria as the save sends them: each chosen rating's points by criterion id. */
export function criteriaPoints(rubric: ApiRubric, chosen: Readonly<Record<string, string>>): Record<string, number> {
  const points: Record<string, number> = {};
  for (const criterion of rubric.criteria) {
    const rating = criterion.ratings.find((candidate) => candidate._id === chosen[criterion._id]);
    if (rating) points[criterion._id] = rating.points;
  }
  return points;
}

/** The score after the late policy (the contract's shared formula), 2 decimals, as the server will count it. */
export function scoreAfterPolicy(score: number, policy: LatePolicy, secondsLate: number): number {
  return roundScore(latePenalty(score, policy, secondsLate));
}
