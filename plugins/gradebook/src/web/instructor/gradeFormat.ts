import { gradeProblem } from '../../calls/gradeRule.ts';
import { percentText as sharedPercentText, scoreText as sharedScoreText } from '../shared/numberText.ts';

/** How the gradebook writes and reads numbers (part 3 §5 and §9). */

/** Part 3 §9: a custom column's max score when none is given. */
export const DEFAULT_CUSTOM_MAX = 999;

/** Part 3 §8 "Gradebook": the message of a grade that cannot be saved. */
export const GRADE_NOT_SAVED = 'Grade could not be saved. Perhaps make sure the grade is less than the max score.';

export const FINAL_GRADE_RULE = 'Enter a percent from 0 to 100 with at most 2 decimals, or nothing to remove the override.';

/** A percent as the grid shows it (2 decimals), nothing for none. */
export const percentText = (percent: number | null): string => (percent === null ? '' : sharedPercentText(percent));

/** A score as the grid shows it (at most 2 decimals), nothing for none. */
export const scoreText = (score: number | null): string => (score === null ? '' : sharedScoreText(score));

const DECIMAL = /^\d+(\.\d{1,2})?$/;

/** A typed number (part 2 §5: at least 0, at most 2 decimals), or undefined when the text is not one; '' is null (clear). */
function parseDecimal(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return DECIMAL.test(trimmed) ? Number(trimmed) : undefined;
}

/** Part 3 §5 (the one grade rule) on a cell's text of at most 2 decimals; empty clears the instructor's grade. */
export function parseGrade(text: string, maxScore: number | null): { grade: number | null } | { problem: string } {
  const grade = parseDecimal(text);
  if (grade === undefined || (grade !== null && gradeProblem(grade, maxScore) !== null)) return { problem: GRADE_NOT_SAVED };
  return { grade };
}

/** A final-grade override: a percent from 0 to 100; empty removes it. */
export function parseFinalGrade(text: string): { percent: number | null } | { problem: string } {
  const percent = parseDecimal(text);
  if (percent === undefined || (percent !== null && percent > 100)) return { problem: FINAL_GRADE_RULE };
  return { percent };
}
