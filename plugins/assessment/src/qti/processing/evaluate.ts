import { elements, type QtiElement } from '../qtiTree.ts';
import { customOperatorOf } from './customOperators.ts';
import { LOGIC_OPERATORS } from './logicOperators.ts';
import { MATH_OPERATORS } from './mathOperators.ts';
import { NUMERIC_OPERATORS } from './numericOperators.ts';
import { spec, type OperatorSpec, type ProcessingState } from './processingState.ts';
import type { QtiVar } from './qtiValues.ts';
import { repeatValue } from './repeatOperator.ts';
import { STATS_OPERATORS } from './statsOperator.ts';
import { VARIABLE_OPERATORS } from './variableOperators.ts';

/** Every expression the interpreter runs, by its QTI 2 name (QTI 3.0 names are read as these). */
export const OPERATORS: Readonly<Record<string, OperatorSpec>> = {
  ...VARIABLE_OPERATORS,
  ...LOGIC_OPERATORS,
  ...NUMERIC_OPERATORS,
  ...MATH_OPERATORS,
  ...STATS_OPERATORS,
  // A vendor's operator by its class; import refused any other class and checked its sub-expressions' count.
  customOperator: spec((element, args, state) => customOperatorOf(element.attributes.class)!.evaluate(element, args, state), 0, Infinity),
  // Here, beside evaluate: each repetition evaluates the sub-expressions again.
  repeat: spec((element, args, state) => repeatValue(element, args, state, () => elements(element).map((child) => evaluate(child, state))), 1, Infinity),
};

/** An expression's value; the tree was checked at import (validateProcessing.ts), so every name is known. */
export function evaluate(element: QtiElement, state: ProcessingState): QtiVar {
  const operator = OPERATORS[element.name];
  if (!operator) throw new Error(`QTI expression ${element.name} is not known (the item was not checked at import).`);
  return operator.evaluate(element, elements(element).map((child) => evaluate(child, state)), state);
}
