/**
 * Part 3 §5: a grade is a number, at least 0 and at most the max score
 * (kept with 2 decimals). The server (grade and board grade writes) and the
 * screens (gradebook cell, board grades) run this one rule.
 */
export function gradeProblem(grade: number, maxScore: number | null): string | null {
  if (!Number.isFinite(grade)) return 'A grade must be a number.';
  if (grade < 0) return 'A grade must be at least 0.';
  if (maxScore !== null && grade > maxScore) return `A grade must be at most the max score (${maxScore}).`;
  return null;
}

/** The grade a text typed in a cell stands for: null for an empty cell, NaN for what is not a number. */
export function gradeFromText(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^-?\d*\.?\d+$|^-?\d+\.$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
