import { parseAtom, single, type QtiVar } from './qtiValues.ts';

/** A number as a candidate may type it: sign, digits left and right of the point, an exponent. */
const TYPED_NUMBER = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

const integer = (value: number) => single('integer', value);

/**
 * A text entry's answer bound to a record response (QTI 2.1, textEntryInteraction): stringValue as
 * typed; for a number also floatValue, integerValue (no point and no exponent), leftDigits,
 * rightDigits, ndp (fractional digits, less the exponent), nsf (significant figures: the digits from
 * the first that is not 0) and exponent (when one is written). Fields a text that is not a number
 * cannot have are left out, so fieldValue reads them as NULL.
 */
export function textRecord(typed: string): QtiVar {
  const fields: Record<string, QtiVar> = { stringValue: single('string', typed) };
  const trimmed = typed.trim();
  const number = TYPED_NUMBER.exec(trimmed);
  const float = parseAtom('float', trimmed);
  if (number && typeof float === 'number' && /\d/.test(`${number[2]}${number[3] ?? ''}`)) {
    const [, , left = '', right = '', exponent] = number;
    fields.floatValue = single('float', float);
    if (number[3] === undefined && exponent === undefined) fields.integerValue = integer(Number(`${number[1]}${left}`));
    fields.leftDigits = integer(left.length);
    fields.rightDigits = integer(right.length);
    fields.ndp = integer(right.length - (exponent === undefined ? 0 : Number(exponent)));
    fields.nsf = integer(`${left}${right}`.replace(/^0+/, '').length);
    if (exponent !== undefined) fields.exponent = integer(Number(exponent));
  }
  return { cardinality: 'record', baseType: null, values: [], fields };
}
