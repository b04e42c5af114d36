// Digits with one decimal separator, point or comma, and an optional exponent.
const NUMBER = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)(e[+-]?\d+)?$/i;

/**
 * Reads a typed number: surrounding spaces ignored, a decimal comma accepted
 * (3,5 is 3.5), a typographic minus (−) read as a minus. Thousands
 * separators are not numbers here: "1,000.5" and "1 000" answer null, as
 * does anything else that is not one finite number.
 */
export function parseNumber(input: unknown): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  if (typeof input !== 'string') return null;
  const text = input.trim().replace(/^\u2212/, '-');
  if (!NUMBER.test(text)) return null;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}
