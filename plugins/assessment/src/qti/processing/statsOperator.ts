import { spec, type OperatorSpec } from './processingState.ts';
import { isNull, NULL, single } from './qtiValues.ts';

const mean = (xs: number[]) => xs.reduce((sum, x) => sum + x, 0) / xs.length;
const squares = (xs: number[]) => {
  const m = mean(xs);
  return xs.reduce((sum, x) => sum + (x - m) ** 2, 0);
};

/** statsOperator's statistics, by their QTI names: a container of numbers in (at least 1; 2 for a sample's), a float out. */
const STATISTICS: Record<string, { least: number; of: (xs: number[]) => number }> = {
  mean: { least: 1, of: mean },
  sampleVariance: { least: 2, of: (xs) => squares(xs) / (xs.length - 1) },
  sampleSD: { least: 2, of: (xs) => Math.sqrt(squares(xs) / (xs.length - 1)) },
  popVariance: { least: 1, of: (xs) => squares(xs) / xs.length },
  popSD: { least: 1, of: (xs) => Math.sqrt(squares(xs) / xs.length) },
};

export const STATISTIC_NAMES = Object.keys(STATISTICS);

export const STATS_OPERATORS: Record<string, OperatorSpec> = {
  // A single value, a NULL, a value that is not a number or too few values give NULL, as the standard says.
  statsOperator: spec((element, [value]) => {
    const name = element.attributes.name ?? '';
    const statistic = Object.hasOwn(STATISTICS, name) ? STATISTICS[name] : undefined;
    if (!statistic || isNull(value!) || value!.cardinality === 'single') return NULL;
    const xs = value!.values.filter((atom): atom is number => typeof atom === 'number');
    if (xs.length !== value!.values.length || xs.length < statistic.least) return NULL;
    const result = statistic.of(xs);
    return Number.isFinite(result) ? single('float', result) : NULL;
  }, 1),
};
