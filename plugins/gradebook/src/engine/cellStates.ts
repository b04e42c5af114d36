import type { CellState } from '../calls/gradebookCalls.ts';

/** Shared by every cell with no state (most of them): frozen, so nobody can add to it by mistake. */
export const NO_STATES = Object.freeze([]) as unknown as CellState[];

/** `states` with `state` added: a cell's first state makes its own array, later ones go into it. */
export function withState(states: CellState[], state: CellState): CellState[] {
  if (states === NO_STATES) return [state];
  states.push(state);
  return states;
}
