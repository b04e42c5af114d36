import { numberAttribute, spec, type OperatorSpec } from './processingState.ts';
import { bool, isNull, NULL, single, type QtiVar } from './qtiValues.ts';

/** Every number of the arguments (containers flattened); null when one is NULL or not a number. */
function numbers(args: QtiVar[]): { values: number[]; integers: boolean } | null {
  const values: number[] = [];
  let integers = true;
  for (const arg of args) {
    if (isNull(arg)) return null;
    for (const atom of arg.values) {
      if (typeof atom !== 'number' || Number.isNaN(atom)) return null;
      values.push(atom);
    }
    if (arg.baseType !== 'integer') integers = false;
  }
  return { values, integers };
}

const numeric = (value: number, integer: boolean): QtiVar => (Number.isFinite(value) || Math.abs(value) === Infinity ? single(integer ? 'integer' : 'float', value) : NULL);

const integerOf = (args: QtiVar[]) => {
  const read = numbers(args);
  return read && read.integers ? read.values : null;
};

function compare(test: (a: number, b: number) => boolean): OperatorSpec {
  return spec((_element, args) => {
    const read = numbers(args);
    return read ? bool(test(read.values[0]!, read.values[1]!)) : NULL;
  }, 2);
}

/** QTI's round: x + 0.5 rounded down (so 6.5 rounds to 7 and -6.5 to -6). */
export const qtiRound = (value: number) => Math.floor(value + 0.5);

function roundTo(value: number, mode: string, figures: number): number {
  if (mode === 'decimalPlaces') return Number(`${qtiRound(Number(`${value}e${figures}`))}e-${figures}`);
  return Number(value.toPrecision(Math.max(1, Math.min(100, figures))));
}

/** The pair of tolerances of an absolute or relative equal: one value applies to both sides. */
function tolerances(text: string | undefined): [number, number] {
  const parts = (text ?? '0').trim().split(/\s+/).map(Number);
  return [parts[0] ?? 0, parts[1] ?? parts[0] ?? 0];
}

export const NUMERIC_OPERATORS: Record<string, OperatorSpec> = {
  sum: spec((_element, args) => {
    const read = numbers(args);
    return read ? numeric(read.values.reduce((total, value) => total + value, 0), read.integers) : NULL;
  }, 1, Infinity),
  product: spec((_element, args) => {
    const read = numbers(args);
    return read ? numeric(read.values.reduce((total, value) => total * value, 1), read.integers) : NULL;
  }, 1, Infinity),
  subtract: spec((_element, args) => {
    const read = numbers(args);
    return read ? numeric(read.values[0]! - read.values[1]!, read.integers) : NULL;
  }, 2),
  divide: spec((_element, args) => {
    const read = numbers(args);
    return read && read.values[1] !== 0 ? numeric(read.values[0]! / read.values[1]!, false) : NULL;
  }, 2),
  power: spec((_element, args) => {
    const read = numbers(args);
    const result = read ? read.values[0]! ** read.values[1]! : NaN;
    return Number.isFinite(result) ? single('float', result) : NULL;
  }, 2),
  integerDivide: spec((_element, args) => {
    const read = integerOf(args);
    return read && read[1] !== 0 ? single('integer', Math.floor(read[0]! / read[1]!)) : NULL;
  }, 2),
  integerModulus: spec((_element, args) => {
    const read = integerOf(args);
    return read && read[1] !== 0 ? single('integer', read[0]! - Math.floor(read[0]! / read[1]!) * read[1]!) : NULL;
  }, 2),
  integerToFloat: spec((_element, args) => {
    const read = integerOf(args);
    return read ? single('float', read[0]!) : NULL;
  }, 1),
  min: spec((_element, args) => {
    const read = numbers(args);
    return read && read.values.length ? numeric(Math.min(...read.values), read.integers) : NULL;
  }, 1, Infinity),
  max: spec((_element, args) => {
    const read = numbers(args);
    return read && read.values.length ? numeric(Math.max(...read.values), read.integers) : NULL;
  }, 1, Infinity),
  gcd: spec((_element, args) => {
    const read = integerOf(args);
    const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
    return read ? single('integer', read.reduce(gcd, 0)) : NULL;
  }, 1, Infinity),
  lcm: spec((_element, args) => {
    const read = integerOf(args);
    const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
    return read ? single('integer', read.reduce((a, b) => (a === 0 || b === 0 ? 0 : Math.abs(a * b) / gcd(a, b)), 1)) : NULL;
  }, 1, Infinity),
  round: spec((_element, args) => {
    const read = numbers(args);
    return read ? single('integer', qtiRound(read.values[0]!)) : NULL;
  }, 1),
  truncate: spec((_element, args) => {
    const read = numbers(args);
    return read ? single('integer', Math.trunc(read.values[0]!)) : NULL;
  }, 1),
  roundTo: spec((element, args, state) => {
    const read = numbers(args);
    return read ? single('float', roundTo(read.values[0]!, element.attributes.roundingMode ?? 'significantFigures', numberAttribute(element, 'figures', state, 1))) : NULL;
  }, 1),
  lt: compare((a, b) => a < b),
  gt: compare((a, b) => a > b),
  lte: compare((a, b) => a <= b),
  gte: compare((a, b) => a >= b),
  /** equal: exact, or within an absolute or relative (percent) tolerance of the first value, bounds included unless said otherwise. */
  equal: spec((element, args) => {
    const read = numbers(args);
    if (!read) return NULL;
    const [x, y] = read.values as [number, number];
    const mode = element.attributes.toleranceMode ?? 'exact';
    if (mode === 'exact') return bool(x === y);
    const [t0, t1] = tolerances(element.attributes.tolerance);
    const low = mode === 'relative' ? x * (1 - t0 / 100) : x - t0;
    const high = mode === 'relative' ? x * (1 + t1 / 100) : x + t1;
    const lower = element.attributes.includeLowerBound === 'false' ? y > low : y >= low;
    const upper = element.attributes.includeUpperBound === 'false' ? y < high : y <= high;
    return bool(lower && upper);
  }, 2),
  equalRounded: spec((element, args, state) => {
    const read = numbers(args);
    if (!read) return NULL;
    const mode = element.attributes.roundingMode ?? 'significantFigures';
    const figures = numberAttribute(element, 'figures', state, 1);
    return bool(roundTo(read.values[0]!, mode, figures) === roundTo(read.values[1]!, mode, figures));
  }, 2),
};
