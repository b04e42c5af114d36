import type { RubricCriterion } from '../schemas/rubricTypes.ts';

/**
 * Part 2 §5 "Scores" for a speed-grading save: numeric and >= 0, rounded to 2
 * decimals, at most the max score; with a rubric the grade is the sum of the
 * criteria scores, each one of its ratings' points and at most its max points.
 * Pure: the server refuses what it finds, the grader's screen shows the same.
 */

export const GRADE_MESSAGES = {
  overMax: (max: number) => `The grade can be at most the max score (${max}).`,
  wrongMax: (max: number) => `The max score of this project is ${max}.`,
  notSum: (sum: number) => `With a rubric the grade is the sum of the criteria scores (${sum}).`,
  noRubric: 'This project is not graded with a rubric.',
  otherRubric: "Grade with the project's rubric.",
  criteriaWithoutRubric: 'Criteria scores need the rubric.',
  unknownCriterion: 'This criterion is not in the rubric.',
  notARating: "Choose one of the criterion's ratings.",
  overCriterionMax: (max: number) => `A criterion scores at most its points (${max}).`,
  notInVersion: 'This artifact is not in the graded version of the project.',
} as const;

/** Two decimals (part 2 §9 "Score precision"), without 1.005 becoming 1. */
export function roundScore(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** What the grader sent that decides the score. */
export interface GradeEntry {
  type: 'rubric' | 'score';
  grade: number | null;
  max_score: number;
  criteria: Readonly<Record<string, number>>;
  rubric_id: string | null;
  text_grades: Readonly<Record<string, string>>;
}

/** What the project is graded against: its component's max score or rubric, and the artifacts of the graded version. */
export interface GradingBasis {
  maxScore: number;
  rubric: { id: string; criteria: readonly RubricCriterion[] } | null;
  artifactIds: ReadonlySet<string>;
}

export interface FieldProblem {
  field: string;
  message: string;
}

/** The grade before any late deduction and the criteria as stored (2 decimals), or what is wrong. */
export interface CheckedGrade {
  grade: number | null;
  criteria: Record<string, number>;
  problems: FieldProblem[];
}

export function checkGrade(entry: GradeEntry, basis: GradingBasis): CheckedGrade {
  const problems: FieldProblem[] = [];
  if (roundScore(entry.max_score) !== roundScore(basis.maxScore)) problems.push({ field: 'max_score', message: GRADE_MESSAGES.wrongMax(basis.maxScore) });
  for (const artifactId of Object.keys(entry.text_grades)) {
    if (!basis.artifactIds.has(artifactId)) problems.push({ field: `text_grades/${artifactId}`, message: GRADE_MESSAGES.notInVersion });
  }
  const { grade, criteria } = entry.type === 'rubric' ? rubricGrade(entry, basis, problems) : scoreGrade(entry, problems);
  if (grade !== null && grade > roundScore(basis.maxScore)) problems.push({ field: 'grade', message: GRADE_MESSAGES.overMax(basis.maxScore) });
  return { grade, criteria, problems };
}

function scoreGrade(entry: GradeEntry, problems: FieldProblem[]): Pick<CheckedGrade, 'grade' | 'criteria'> {
  if (Object.keys(entry.criteria).length > 0) problems.push({ field: 'criteria', message: GRADE_MESSAGES.criteriaWithoutRubric });
  return { grade: entry.grade === null ? null : roundScore(entry.grade), criteria: {} };
}

function rubricGrade(entry: GradeEntry, basis: GradingBasis, problems: FieldProblem[]): Pick<CheckedGrade, 'grade' | 'criteria'> {
  const rubric = basis.rubric;
  if (!rubric) {
    problems.push({ field: 'type', message: GRADE_MESSAGES.noRubric });
    return { grade: null, criteria: {} };
  }
  if (entry.rubric_id !== rubric.id) problems.push({ field: 'rubric_id', message: GRADE_MESSAGES.otherRubric });
  const criteria: Record<string, number> = {};
  for (const [criterionId, raw] of Object.entries(entry.criteria)) {
    const criterion = rubric.criteria.find((candidate) => candidate._id === criterionId);
    const score = roundScore(raw);
    if (!criterion) problems.push({ field: `criteria/${criterionId}`, message: GRADE_MESSAGES.unknownCriterion });
    else if (score > roundScore(criterion.max_points)) problems.push({ field: `criteria/${criterionId}`, message: GRADE_MESSAGES.overCriterionMax(criterion.max_points) });
    else if (!criterion.ratings.some((rating) => roundScore(rating.points) === score)) problems.push({ field: `criteria/${criterionId}`, message: GRADE_MESSAGES.notARating });
    criteria[criterionId] = score;
  }
  // No criterion scored yet: the rubric grade is still blank.
  const scored = Object.values(criteria);
  const sum = scored.length === 0 ? null : roundScore(scored.reduce((total, score) => total + score, 0));
  if (entry.grade !== null && (sum === null || roundScore(entry.grade) !== sum)) problems.push({ field: 'grade', message: GRADE_MESSAGES.notSum(sum ?? 0) });
  return { grade: sum, criteria };
}
