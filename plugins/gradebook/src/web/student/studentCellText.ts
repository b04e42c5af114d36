import { scoreText } from '../shared/numberText.ts';
import type { CellState, GradebookCell, GradebookColumn } from '../../calls/gradebookCalls.ts';

export const SCORE_NOT_AVAILABLE = 'Score not available yet';

/**
 * What a student's cell reads in the score column. A score their activity does
 * not let them see yet never reaches the browser (the server leaves it out and
 * says so with not_displaying_score_yet); an excused cell counts nowhere.
 */
export function studentScoreText(cell: GradebookCell, column: Pick<GradebookColumn, 'max_score'>): string {
  const states = cell.states ?? [];
  if (states.includes('excused')) return 'Excused';
  if (cell.score === null) return states.includes('not_displaying_score_yet') ? SCORE_NOT_AVAILABLE : 'No score yet';
  return column.max_score === null ? scoreText(cell.score) : `${scoreText(cell.score)} of ${scoreText(column.max_score)}`;
}

/** The cell's states a student is told about beside the score, in words. */
const STATE_NOTES: Partial<Record<CellState, string>> = {
  dropped: 'Dropped: the lowest in its group',
  practice: 'Practice: not in the total',
  needs_grading: 'Waiting for your instructor to score it',
  late_deducted: 'Late work: points deducted',
  instructor_graded_this: 'Graded by your instructor',
  contains_overdue: 'Submitted after the due date',
  overdue_accepted: 'Late work accepted',
  project_reopened: 'Reopened by your instructor',
};

export function studentStateNotes(cell: GradebookCell): string[] {
  return (cell.states ?? []).flatMap((state) => STATE_NOTES[state] ?? []);
}

/** A cell has something to explain once it has a score the student may see, or is excused. */
export function explainable(cell: GradebookCell): boolean {
  return cell.score !== null || (cell.states ?? []).includes('excused');
}
