import type { Explanation } from '../calls/gradebookCalls.ts';

/** One step of how a number was made. */
export type ExplanationStep = Explanation['steps'][number];

/**
 * Where a computation writes its steps while it computes, or null when no one
 * asked for an explanation: the computing code writes `steps?.push(...)` next
 * to each number it makes, so a row computed for the grid builds no step at all
 * and an explanation can never disagree with the number it explains.
 */
export type StepRecorder = ExplanationStep[] | null;
