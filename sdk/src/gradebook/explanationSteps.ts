/** One step of how a number was made (the gradebook's ExplanationStepSchema on the wire). */
export interface ExplanationStep {
  kind: string;
  /** A sentence for people, e.g. 'Attempt 2 of 3 counts (highest)'. */
  label: string;
  /** What this step adds to the number (negative for a deduction); absent when it adds nothing. */
  score?: number;
  max?: number;
  note?: string;
}

/** How a number was made (the gradebook's ExplanationSchema on the wire). */
export interface Explanation {
  value: number | null;
  max: number | null;
  percent: number | null;
  steps: ExplanationStep[];
}

/**
 * Where a computation writes its steps while it computes, or null when no one
 * asked for an explanation: the computing code writes `steps?.push(...)` next
 * to each number it makes, so a row computed for the grid builds no step at all
 * and an explanation can never disagree with the number it explains.
 */
export type StepRecorder = ExplanationStep[] | null;
