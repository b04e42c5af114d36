import type { CellState } from './cellStates.ts';
import type { MessageLabel } from './types.ts';

/** One computed cell (part 3 §3 "Entry"). */
export interface CellResult {
  /** The score that counts (an instructor's grade replaces the computed one); null: none, or not visible to this viewer yet. */
  score: number | null;
  maxScore: number | null;
  percent: number | null;
  label: MessageLabel;
  states: CellState[];
  /** Attempts recorded (any status). */
  attempts: number;
  /** The counted attempt (for 'average', the newest averaged one); null when none, or hidden from this viewer. */
  sessionId: string | null;
  /** When the first attempt was submitted (the ledger keeps no start time). */
  dtStarted: Date | null;
  /** When the counted attempt was submitted. */
  dtCompleted: Date | null;
  /**
   * Counts in the totals: graded (not practice), not excused, not dropped,
   * visible to this viewer, with a max score, and either a score or past its
   * close date with none (then it counts as 0). See docs/architecture.md
   * "Gradebook engine".
   */
  counts: boolean;
}

/** A rollup group's total for one student (part 3 §3 "Group"). */
export interface GroupTotalResult {
  id: string;
  /** Points of the counted cells (a missing one after its close date as 0). */
  scoreToDate: number | null;
  /** Max points of the counted cells that have a score. */
  scoreToDateAttempted: number | null;
  /** Max points that could be obtained to date: of every counted cell. */
  scoreToDateObtained: number | null;
  /** scoreToDate of scoreToDateObtained. */
  percent: number | null;
}

/** A student's totals (part 3 §3 "Student row"). */
export interface StudentTotals {
  /** Points of every counted cell; null when nothing counts (or totals are blocked for this student). */
  score: number | null;
  maxScore: number | null;
  /** The course percent: the final-grade override when set, else by weights or by points. */
  percent: number | null;
  finalOverride: number | null;
  /** The percent is under the course's score cut-off. */
  belowCutOff: boolean;
  /** Activities with an attempt or an instructor grade. */
  attempted: number;
  /** Activities with an attempt submitted after its due date. */
  submittedLate: number;
  /** Aligned with the input groups (ungrouped activities are in the totals but have no entry here). */
  groups: GroupTotalResult[];
}
