import type { Explanation } from './explanationSteps.ts';
import { computeCell } from './cell.ts';
import type { ExplanationStep, StepRecorder } from './explanationSteps.ts';
import type { CellResult, StudentTotals } from './results.ts';
import { computeTotals, type ComputedTotals } from './totals.ts';
import type { CellInput, CourseGradeSettings, GradebookActivity, RollupGroup, Viewer } from './types.ts';

/** One student's row as the engine reads it. */
export interface StudentRowInput {
  activities: readonly GradebookActivity[];
  /** Aligned with activities. */
  cells: readonly CellInput[];
  groups: readonly RollupGroup[];
  settings: CourseGradeSettings;
  /** The instructor's final-grade override (a percent), or null. */
  finalOverride: number | null;
  now: Date;
  viewer: Viewer;
}

/**
 * One student's whole row in one pass: cells aligned with `activities`
 * (dropped ones carry the 'dropped' state) and the totals.
 *
 * Cost: O(activities + attempts) for the cells, plus O(activities x
 * drop_lowest) for groups that drop; per cell one result object, a states array
 * only when a cell has a state, one small object for its counting attempt, no
 * Date parsing (one getTime per date), no sort; a few typed arrays per row.
 * The gradebook calls it once per student (2,000 x 300 cells per answer).
 */
export function computeStudentRow(input: StudentRowInput): { cells: CellResult[]; totals: StudentTotals } {
  return computeRow(input, null).row;
}

function computeRow(input: StudentRowInput, totalSteps: StepRecorder): { row: { cells: CellResult[]; totals: StudentTotals }; computed: ComputedTotals } {
  if (input.cells.length !== input.activities.length) {
    throw new Error(`The gradebook engine needs one cell per activity: ${input.cells.length} cells for ${input.activities.length} activities.`);
  }
  const nowMs = input.now.getTime();
  const cells = input.cells.map((cell) => computeCell(cell, nowMs, input.viewer, null));
  const computed = computeTotals({ ...input, cells }, totalSteps);
  return { row: { cells, totals: computed.totals }, computed };
}

/** How one cell was made: the steps recorded by the code that computed it; their scores add up to the value. */
export function explainCell(input: CellInput, now: Date, viewer: Viewer): Explanation {
  const steps: ExplanationStep[] = [];
  const cell = computeCell(input, now.getTime(), viewer, steps);
  return { value: cell.score, max: cell.maxScore, percent: cell.percent, steps };
}

/**
 * How a student's total was made, by the code that computed it. The steps'
 * scores add up to the value: the points of the counted cells, or, when the
 * groups are weighted, each group's share of the percent (max 100). The
 * explanation's percent is the course percent (a final-grade override when set).
 */
export function explainTotal(input: StudentRowInput): Explanation {
  const steps: ExplanationStep[] = [];
  const { totals, weighted, computedPercent } = computeRow(input, steps).computed;
  return weighted
    ? { value: computedPercent, max: 100, percent: totals.percent, steps }
    : { value: totals.score, max: totals.maxScore, percent: totals.percent, steps };
}
