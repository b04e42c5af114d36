import { CELL_STATES, MESSAGE_LABELS, type CellState, type MessageLabel } from '@lms/sdk/gradebook';

/**
 * The cells of a student row on the wire (issue 17 "Performance": 2,000 x 300
 * cells in one answer). A row carries its cells column by column, aligned with
 * the answer's `columns`, instead of one object per cell:
 *   scores   [8, null, 7.5]        the score that counts, or null
 *   labels   "FHE"                 one letter per cell: its message label (MESSAGE_LABEL_CODES)
 *   attempts [1, 0, 2]             attempts recorded
 *   states   {"2": "eg"}           only the cells with states: column index -> one letter per state (CELL_STATE_CODES)
 * `cellOf` and `rowCells` read them back as GradebookCell objects; `encodeCells` writes them.
 */

/** What else is true of a cell: the engine's list (part 3 §3 "Gradebook" entry flags). */
export { CELL_STATES, type CellState };

/** One cell as the screens read it. */
export interface GradebookCell {
  /** The score that counts (an instructor's grade replaces the computed one); null: none, or not visible to this student yet. */
  score: number | null;
  label: MessageLabel;
  /** Absent when empty. */
  states?: CellState[];
  /** Attempts recorded; absent when none. */
  attempts?: number;
}

/** A row's cells on the wire (the StudentRow fields of the same names). */
export interface WireCells {
  scores: (number | null)[];
  labels: string;
  attempts: number[];
  states: Record<string, string>;
}

const letters = (first: string, count: number) => Array.from({ length: count }, (_, i) => String.fromCharCode(first.charCodeAt(0) + i));

/** Each message label's letter, in MESSAGE_LABELS order: 'A' Not Available, 'B' Available Later, ... */
export const MESSAGE_LABEL_CODES: Readonly<Record<MessageLabel, string>> = Object.fromEntries(MESSAGE_LABELS.map((label, i) => [label, letters('A', MESSAGE_LABELS.length)[i]!])) as Record<MessageLabel, string>;
/** Each state's letter, in CELL_STATES order: 'a' excused, 'b' dropped, ... */
export const CELL_STATE_CODES: Readonly<Record<CellState, string>> = Object.fromEntries(CELL_STATES.map((state, i) => [state, letters('a', CELL_STATES.length)[i]!])) as Record<CellState, string>;

const labelByCode = new Map(MESSAGE_LABELS.map((label) => [MESSAGE_LABEL_CODES[label], label]));
const stateByCode = new Map(CELL_STATES.map((state) => [CELL_STATE_CODES[state], state]));
/** Decoded state lists by their codes: equal codes share one array (a grid re-reads its cells on every scroll). */
const decodedStates = new Map<string, CellState[]>();

function statesOf(codes: string): CellState[] {
  let states = decodedStates.get(codes);
  if (states === undefined) {
    states = [...codes].map((code) => {
      const state = stateByCode.get(code);
      if (state === undefined) throw new Error(`Unknown gradebook cell state code "${code}"`);
      return state;
    });
    decodedStates.set(codes, states);
  }
  return states;
}

/** The cell of column `index` of a row. */
export function cellOf(row: WireCells, index: number): GradebookCell {
  const label = labelByCode.get(row.labels[index] ?? '');
  if (label === undefined) throw new Error(`No gradebook cell ${index} in this row`);
  const cell: GradebookCell = { score: row.scores[index] ?? null, label };
  const codes = row.states[index];
  if (codes) cell.states = statesOf(codes);
  const attempts = row.attempts[index] ?? 0;
  if (attempts > 0) cell.attempts = attempts;
  return cell;
}

/** Every cell of a row, in the order of the answer's columns. */
export function rowCells(row: WireCells): GradebookCell[] {
  return Array.from({ length: row.labels.length }, (_, index) => cellOf(row, index));
}

/** Whether the cell of column `index` has `state` (without making the cell). */
export function cellHas(row: WireCells, index: number, state: CellState): boolean {
  return row.states[index]?.includes(CELL_STATE_CODES[state]) ?? false;
}

/** The wire form of a row's cells. */
export function encodeCells(cells: readonly { score: number | null; label: MessageLabel; states?: readonly CellState[]; attempts?: number }[]): WireCells {
  const wire: WireCells = { scores: new Array(cells.length), labels: '', attempts: new Array(cells.length), states: {} };
  let labels = '';
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i]!;
    wire.scores[i] = cell.score;
    wire.attempts[i] = cell.attempts ?? 0;
    labels += MESSAGE_LABEL_CODES[cell.label];
    if (cell.states && cell.states.length > 0) wire.states[i] = cell.states.map((state) => CELL_STATE_CODES[state]).join('');
  }
  wire.labels = labels;
  return wire;
}
