import type { NumericContent } from '../schemas/itemTypes.ts';
import { parseNumber } from './parseNumber.ts';
import type { Credit } from './types.ts';

/** Room for binary fractions: 0.1 + 0.2 is 0.3 here. */
const EPSILON = 1e-9;

/**
 * Numeric: a number or a typed one. Right when it lies within the absolute
 * tolerance or within the percentage of the answer, whichever is wider; with
 * no tolerance, only the answer itself.
 */
export function numericCredit(content: NumericContent, response: unknown): Credit {
  const answered = typeof response === 'number' || (typeof response === 'string' && response.trim() !== '');
  const value = parseNumber(response);
  if (value === null) return { credit: 0, details: { answered, value } };
  const allowed = Math.max(content.tolerance ?? 0, (Math.abs(content.answer) * (content.tolerance_percent ?? 0)) / 100);
  const slack = EPSILON * Math.max(1, Math.abs(content.answer));
  return { credit: Math.abs(value - content.answer) <= allowed + slack ? 1 : 0, details: { answered: true, value } };
}
