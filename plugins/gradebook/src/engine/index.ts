/** The gradebook engine (issue 17): pure computation of cells, totals and their explanations; no database, no I/O. */
export { computeStudentRow, explainCell, explainTotal, type StudentRowInput } from './studentRow.ts';
export { deducted, rawScoreOf, scoreOf } from './countingAttempt.ts';
export { messageLabel, type LabelFacts } from './messageLabel.ts';
export type { CellResult, GroupTotalResult, StudentTotals } from './results.ts';
export { DEFAULT_CUSTOM_MAX_SCORE, DEFAULT_SCORE_CUT_OFF } from './constants.ts';
export * from './types.ts';
