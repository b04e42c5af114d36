/** What else is true of a cell (part 3 §3 "Gradebook" entry flags); only the true ones are listed. */
export const CELL_STATES = [
  'excused',
  'dropped',
  'practice',
  'needs_grading',
  'contains_overdue',
  'overdue_accepted',
  'late_deducted',
  'instructor_graded_this',
  'not_displaying_score_yet',
  'after_max_attempts',
  'project_reopened',
] as const;
export type CellState = (typeof CELL_STATES)[number];

/** Shared by every cell with no state (most of them): frozen, so nobody can add to it by mistake. */
export const NO_STATES = Object.freeze([]) as unknown as CellState[];

/** `states` with `state` added: a cell's first state makes its own array, later ones go into it. */
export function withState(states: CellState[], state: CellState): CellState[] {
  if (states === NO_STATES) return [state];
  states.push(state);
  return states;
}
