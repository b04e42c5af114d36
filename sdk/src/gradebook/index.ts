/**
 * The gradebook engine (issue 17): pure computation of cells, totals and their
 * explanations; no database, no I/O. In the SDK (issue 21) so every plugin that
 * shows a student's course total (the gradebook, the insights dashboards)
 * computes it by this one rule: import from '@lms/sdk/gradebook'.
 */
export { computeStudentRow, explainCell, explainTotal, type StudentRowInput } from './studentRow.ts';
export { deducted, rawScoreOf, scoreOf } from './countingAttempt.ts';
export { messageLabel, type LabelFacts } from './messageLabel.ts';
export type { CellResult, GroupTotalResult, StudentTotals } from './results.ts';
export { DEFAULT_CUSTOM_MAX_SCORE, DEFAULT_SCORE_CUT_OFF } from './constants.ts';
export * from './types.ts';
export { CELL_STATES, type CellState } from './cellStates.ts';
export type { Explanation, ExplanationStep } from './explanationSteps.ts';
export { divideRounded, percentOf, percentOfCents, round2, toCents } from './rounding.ts';
