import { lookupVariable, numberAttribute, spec, type OperatorSpec } from './processingState.ts';
import { insideShape } from './shapes.ts';
import { bool, isNull, NULL, pointOf, sameAtom, single, type Atom, type BaseType, type QtiVar } from './qtiValues.ts';

const truth = (value: QtiVar): boolean | null => (isNull(value) ? null : value.values[0] === true);

/** Whether `part` is in `whole` as a multiset: each of its values matched by a different one of whole's. */
function multisetIn(baseType: BaseType | null, part: readonly Atom[], whole: readonly Atom[]): boolean {
  const left = [...whole];
  return part.every((atom) => {
    const at = left.findIndex((other) => sameAtom(baseType, atom, other));
    if (at === -1) return false;
    left.splice(at, 1);
    return true;
  });
}

/** Whether `part` runs, in order and without gaps, somewhere in `whole`. */
function sequenceIn(baseType: BaseType | null, part: readonly Atom[], whole: readonly Atom[]): boolean {
  for (let start = 0; start + part.length <= whole.length; start++) {
    if (part.every((atom, offset) => sameAtom(baseType, atom, whole[start + offset]!))) return true;
  }
  return false;
}

function container(cardinality: 'multiple' | 'ordered') {
  return spec((_element, args) => {
    const kept = args.filter((arg) => !isNull(arg));
    return { cardinality, baseType: kept[0]?.baseType ?? args[0]?.baseType ?? null, values: kept.flatMap((arg) => arg.values) };
  }, 0, Infinity);
}

/** A pattern written as a reference to a variable, QTI 2.1's stringOrVariableRef: "{PATTERN}". */
export const PATTERN_REFERENCE = /^\{(.+)\}$/;

/** A group holding a repetition, itself repeated: "(a+)+", "(\\w*)*", "(x{2,})+" (exponential time on a crafted answer). */
export const NESTED_REPETITION = /\([^()]*([+*]|\{\d+,\d*\})[^()]*\)([+*]|\{\d+,\d*\})/;

/** An XML Schema pattern as a JavaScript one: XSD patterns match the whole string. */
export function schemaPattern(pattern: string): RegExp | null {
  try {
    return new RegExp(`^(?:${pattern})$`, 'u');
  } catch {
    return null;
  }
}

export const LOGIC_OPERATORS: Record<string, OperatorSpec> = {
  isNull: spec((_element, [value]) => bool(isNull(value!)), 1),
  not: spec((_element, [value]) => (isNull(value!) ? NULL : bool(!truth(value!))), 1),
  and: spec((_element, args) => {
    const values = args.map(truth);
    if (values.includes(false)) return bool(false);
    return values.includes(null) ? NULL : bool(true);
  }, 1, Infinity),
  or: spec((_element, args) => {
    const values = args.map(truth);
    if (values.includes(true)) return bool(true);
    return values.includes(null) ? NULL : bool(false);
  }, 1, Infinity),
  anyN: spec((element, args, state) => {
    const values = args.map(truth);
    const trues = values.filter((value) => value === true).length;
    const nulls = values.filter((value) => value === null).length;
    const min = numberAttribute(element, 'min', state, 0);
    const max = numberAttribute(element, 'max', state, Infinity);
    if (trues >= min && trues + nulls <= max) return bool(true);
    if (trues + nulls < min || trues > max) return bool(false);
    return NULL;
  }, 1, Infinity),
  match: spec((_element, [a, b]) => {
    if (isNull(a!) || isNull(b!)) return NULL;
    if (a!.values.length !== b!.values.length) return bool(false);
    if (a!.cardinality === 'ordered') return bool(a!.values.every((atom, index) => sameAtom(a!.baseType, atom, b!.values[index]!)));
    return bool(multisetIn(a!.baseType, a!.values, b!.values));
  }, 2),
  member: spec((_element, [value, within]) => (isNull(value!) || isNull(within!) ? NULL : bool(within!.values.some((atom) => sameAtom(within!.baseType, value!.values[0]!, atom)))), 2),
  contains: spec((_element, [whole, part]) => {
    if (isNull(whole!) || isNull(part!)) return NULL;
    return bool(whole!.cardinality === 'ordered' ? sequenceIn(whole!.baseType, part!.values, whole!.values) : multisetIn(whole!.baseType, part!.values, whole!.values));
  }, 2),
  delete: spec((_element, [value, from]) => {
    if (isNull(value!) || isNull(from!)) return NULL;
    return { ...from!, values: from!.values.filter((atom) => !sameAtom(from!.baseType, value!.values[0]!, atom)) };
  }, 2),
  multiple: container('multiple'),
  ordered: container('ordered'),
  containerSize: spec((_element, [value]) => single('integer', isNull(value!) ? 0 : value!.values.length), 1),
  index: spec((element, [value], state) => {
    const n = Math.trunc(numberAttribute(element, 'n', state, 0));
    const atom = isNull(value!) ? undefined : value!.values[n - 1];
    return atom === undefined ? NULL : single(value!.baseType ?? 'string', atom);
  }, 1),
  inside: spec((element, [value]) => {
    if (isNull(value!)) return NULL;
    const coords = (element.attributes.coords ?? '').split(',').filter((part) => part.trim() !== '').map(Number);
    return bool(value!.values.some((atom) => insideShape(element.attributes.shape ?? 'default', coords, pointOf(atom))));
  }, 1),
  stringMatch: spec((element, [a, b]) => {
    if (isNull(a!) || isNull(b!)) return NULL;
    const fold = (text: Atom) => (element.attributes.caseSensitive === 'false' ? String(text).toLowerCase() : String(text));
    const [first, second] = [fold(a!.values[0]!), fold(b!.values[0]!)];
    return bool(element.attributes.substring === 'true' ? first.includes(second) : first === second);
  }, 2),
  substring: spec((element, [a, b]) => {
    if (isNull(a!) || isNull(b!)) return NULL;
    const fold = (text: Atom) => (element.attributes.caseSensitive === 'false' ? String(text).toLowerCase() : String(text));
    return bool(fold(b!.values[0]!).includes(fold(a!.values[0]!)));
  }, 2),
  patternMatch: spec((element, [value], state) => {
    if (isNull(value!)) return NULL;
    const written = element.attributes.pattern ?? '';
    // QTI 2.1's pattern may name a template variable ("{PATTERN}") whose string is the pattern.
    const reference = PATTERN_REFERENCE.exec(written.trim())?.[1];
    const text = reference === undefined ? written : lookupVariable(state, reference)?.values[0];
    if (typeof text !== 'string' || (reference !== undefined && NESTED_REPETITION.test(text))) return NULL;
    const pattern = schemaPattern(text);
    return pattern ? bool(pattern.test(String(value!.values[0]))) : NULL;
  }, 1),
};
