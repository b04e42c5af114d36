import { spec, type OperatorSpec } from './processingState.ts';
import { isNull, NULL, single } from './qtiValues.ts';

/** mathOperator's functions, by their QTI names: one number in, one float out. */
const FUNCTIONS: Record<string, (x: number) => number> = {
  sin: Math.sin, cos: Math.cos, tan: Math.tan, asin: Math.asin, acos: Math.acos, atan: Math.atan,
  sinh: Math.sinh, cosh: Math.cosh, tanh: Math.tanh,
  sec: (x) => 1 / Math.cos(x), csc: (x) => 1 / Math.sin(x), cot: (x) => 1 / Math.tan(x),
  log: Math.log10, ln: Math.log, exp: Math.exp, abs: Math.abs, signum: Math.sign,
  floor: Math.floor, ceil: Math.ceil, toDegrees: (x) => (x * 180) / Math.PI, toRadians: (x) => (x * Math.PI) / 180,
};

export const MATH_FUNCTIONS = Object.keys(FUNCTIONS);

export const MATH_OPERATORS: Record<string, OperatorSpec> = {
  mathOperator: spec((element, [value]) => {
    const fn = FUNCTIONS[element.attributes.name ?? ''];
    const x = isNull(value!) ? NaN : value!.values[0];
    const result = fn && typeof x === 'number' ? fn(x) : NaN;
    return Number.isFinite(result) ? single('float', result) : NULL;
  }, 1),
};
