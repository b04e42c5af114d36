import { spec, type OperatorSpec } from './processingState.ts';
import { isNull, NULL, single, type QtiVar } from './qtiValues.ts';

const strings = (value: QtiVar, cardinalities: string[]) => value.baseType === 'string' && cardinalities.includes(value.cardinality);

/**
 * Vendors' custom operators this platform runs, by the class a customOperator names: only pure functions
 * whose publisher documents what they compute. Any other class (a computer algebra system's, a script's,
 * one whose documentation and code disagree) is refused at import, naming it (validateProcessing.ts).
 */
const CUSTOM_OPERATORS: Readonly<Record<string, OperatorSpec>> = {
  /**
   * oat's qtism (qti-sdk), PHP's implode as its documentation states it: the first sub-expression, a single
   * string, glues together the strings of the second, a multiple or ordered container, in its order; NULL
   * when either is NULL. Operands of another base type or cardinality give NULL (qtism stops with an error),
   * as this interpreter's other operators do with values they cannot use.
   */
  'qtism.runtime.expressions.operators.custom.Implode': spec((_element, [glue, pieces]) => {
    if (isNull(glue!) || isNull(pieces!)) return NULL;
    if (!strings(glue!, ['single']) || !strings(pieces!, ['multiple', 'ordered'])) return NULL;
    return single('string', pieces!.values.map(String).join(String(glue!.values[0])));
  }, 2),
};

/** The custom operator of a class this platform runs, or undefined. */
export const customOperatorOf = (className: string | undefined): OperatorSpec | undefined =>
  className !== undefined && Object.hasOwn(CUSTOM_OPERATORS, className) ? CUSTOM_OPERATORS[className] : undefined;
