import type { RubricBody } from '../../calls/rubricCalls.ts';
import { rubricProblems, rubricTotal, type CriterionDraft, type RubricProblem } from '../../rules/rubricRules.ts';
import type { ApiRubric, RubricCriterion } from '../../schemas/rubricTypes.ts';

/** A rating in the editor: its points as typed. */
export interface RatingText {
  _id: string;
  rating: string;
  description: string;
  points: string;
}

export interface CriterionText {
  _id: string;
  title: string;
  description: string;
  max_points: string;
  ratings: RatingText[];
}

/** The rubric editor's values, numbers as typed ("4.5", "", "a lot") for the rules to name. */
export interface RubricText {
  title: string;
  description: string;
  criteria: CriterionText[];
}

/** A new criterion's or rating's id: 24 random hexadecimal characters (ids only need to differ within a rubric). */
export function newRubricItemId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const emptyRating = (): RatingText => ({ _id: newRubricItemId(), rating: '', description: '', points: '' });
export const emptyCriterion = (): CriterionText => ({ _id: newRubricItemId(), title: '', description: '', max_points: '', ratings: [emptyRating()] });
export const emptyRubric = (): RubricText => ({ title: '', description: '', criteria: [emptyCriterion()] });

/** A saved rubric in the editor; `copy` gives every criterion and rating a new id (a new rubric, REPLACE_W_NEW). */
export function rubricText(rubric: Pick<ApiRubric, 'title' | 'description' | 'criteria'>, copy = false): RubricText {
  const id = (saved: string) => (copy ? newRubricItemId() : saved);
  return {
    title: rubric.title,
    description: rubric.description,
    criteria: rubric.criteria.map((criterion) => ({
      _id: id(criterion._id),
      title: criterion.title,
      description: criterion.description,
      max_points: String(criterion.max_points),
      ratings: criterion.ratings.map((rating) => ({ _id: id(rating._id), rating: rating.rating, description: rating.description, points: String(rating.points) })),
    })),
  };
}

/** Typed points as a number; empty counts as 0 (the rules then say so), anything else unreadable as NaN. */
const points = (text: string): number => (text.trim() === '' ? 0 : Number(text.replace(',', '.')));

export function rubricCriteria(text: RubricText): RubricCriterion[] {
  return text.criteria.map(
    (criterion): CriterionDraft => ({
      _id: criterion._id,
      title: criterion.title.trim(),
      description: criterion.description,
      max_points: points(criterion.max_points),
      ratings: criterion.ratings.map((rating) => ({ _id: rating._id, rating: rating.rating.trim(), description: rating.description, points: points(rating.points) })),
    }),
  );
}

/** The body the calls take: the total is always the criteria's sum. */
export function rubricBodyOf(text: RubricText, courseId: string): RubricBody {
  const criteria = rubricCriteria(text);
  return { title: text.title.trim(), description: text.description, criteria, total_points: rubricTotal(criteria), course_id: courseId };
}

/** The shared rules' problems, keyed by field path (first message of a field wins). */
export function draftProblems(text: RubricText, courseId: string): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const problem of rubricProblems(rubricBodyOf(text, courseId)) as RubricProblem[]) byField[problem.field] ??= problem.message;
  return byField;
}

/** The draft without its ids: what the author wrote. */
const written = (draft: RubricText) => JSON.stringify(draft, (key, value: unknown) => (key === '_id' ? undefined : value));

/** Whether the author changed anything from `start` (leaving then asks first). */
export const draftChanged = (draft: RubricText, start: RubricText): boolean => written(draft) !== written(start);
