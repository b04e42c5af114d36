import type { QtiElement } from '../qtiTree.ts';
import { lookupVariable, numberAttribute, type ProcessingState } from './processingState.ts';
import { isNull, NULL, type QtiVar } from './qtiValues.ts';

/** The most repetitions run: scoring runs on the server's event loop (a larger count is NULL; a repeat inside a repeat is refused at import). */
export const MAX_REPEATS = 100;

/**
 * How many times a repeat runs: numberRepeats, a whole number or a variable, written "{n}"
 * (QTI's reference form) or, as the standard's own examples do, bare ("n").
 */
export function repeatCount(element: QtiElement, state: ProcessingState): number {
  const text = (element.attributes.numberRepeats ?? '').trim();
  if (/^[+-]?\d+$/.test(text) || text.startsWith('{')) return Math.trunc(numberAttribute(element, 'numberRepeats', state, 0));
  const atom = lookupVariable(state, text)?.values[0];
  return typeof atom === 'number' ? Math.trunc(atom) : 0;
}

/**
 * repeat: its sub-expressions once per repetition, in order, in one ordered container. The first
 * repetition is the arguments already evaluated; each further one evaluates them again, so a random
 * sub-expression draws anew. Fewer than one repetition, or more than MAX_REPEATS, is NULL.
 */
export function repeatValue(element: QtiElement, first: QtiVar[], state: ProcessingState, evaluateAgain: () => QtiVar[]): QtiVar {
  const times = repeatCount(element, state);
  if (times < 1 || times > MAX_REPEATS) return NULL;
  const all = [first, ...Array.from({ length: times - 1 }, evaluateAgain)].flat().filter((value) => !isNull(value));
  return { cardinality: 'ordered', baseType: all[0]?.baseType ?? null, values: all.flatMap((value) => value.values) };
}
