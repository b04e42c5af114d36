import type { QtiElement } from '../qtiTree.ts';
import type { ItemDeclarations } from './itemDeclarations.ts';
import type { QtiVar } from './qtiValues.ts';

/** The variables of one run of an item's template or response processing. */
export interface ProcessingState {
  declarations: ItemDeclarations;
  responses: Map<string, QtiVar>;
  outcomes: Map<string, QtiVar>;
  templates: Map<string, QtiVar>;
  /** Correct responses and defaults template processing set (setCorrectResponse, setDefaultValue). */
  correct: Map<string, QtiVar>;
  defaults: Map<string, QtiVar>;
  /** A number in [0, 1): seeded per attempt, so a templated item is drawn again the same way. */
  random: () => number;
}

/** One expression: its element, its sub-expressions already evaluated, the run's variables. */
export type Operator = (element: QtiElement, args: QtiVar[], state: ProcessingState) => QtiVar;

/** An operator with how many sub-expressions it takes (max Infinity for "one or more"). */
export interface OperatorSpec {
  evaluate: Operator;
  min: number;
  max: number;
}

export const spec = (evaluate: Operator, min: number, max = min): OperatorSpec => ({ evaluate, min, max });

/** Mulberry32: a small seeded generator, enough to draw template values again from a stored seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A variable by identifier: a response, an outcome or a template variable. */
export function lookupVariable(state: ProcessingState, identifier: string): QtiVar | undefined {
  return state.responses.get(identifier) ?? state.outcomes.get(identifier) ?? state.templates.get(identifier);
}

/**
 * An attribute that may name a template variable in braces ("{N}", QTI's
 * reference form) or hold a number.
 */
export function numberAttribute(element: QtiElement, name: string, state: ProcessingState, fallback: number): number {
  const text = element.attributes[name];
  if (text === undefined) return fallback;
  const reference = /^\{(.+)\}$/.exec(text.trim());
  if (reference) {
    const value = lookupVariable(state, reference[1]!);
    const atom = value?.values[0];
    return typeof atom === 'number' ? atom : fallback;
  }
  const value = Number(text);
  return Number.isFinite(value) ? value : fallback;
}
