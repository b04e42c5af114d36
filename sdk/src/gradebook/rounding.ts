/**
 * Part 3 §9 and part 2 §5: scores and percentages keep 2 decimals, rounded as
 * PostgreSQL's `numeric` rounds (half away from zero, in decimal). The engine
 * adds, compares and divides in integer hundredths ("cents") so a total is
 * exactly what the same sum in `numeric` gives, never a cent off at a tie that
 * binary floating point cannot hold (1.005, 0.145, 3.705 ...).
 */

/** Hundredths as an integer: `value` rounded to 2 decimals, half away from zero, reading the double as the decimal it prints as. */
export function toCents(value: number): number {
  const scaled = value * 100;
  const fraction = Math.abs(scaled - Math.trunc(scaled));
  // Far from a tie, the binary product rounds as the decimal would; near one, read the decimal digits.
  if (Math.abs(fraction - 0.5) > 0.01 + Math.abs(scaled) * 1e-14) return Math.round(scaled) + 0;
  return decimalCents(value);
}

/** `value` rounded to 2 decimals as `numeric` rounds: round2(1.005) = 1.01, round2(-0.145) = -0.15. */
export function round2(value: number): number {
  return toCents(value) / 100;
}

/** A percent of `score` out of `max` (2 decimals); null when there is nothing to divide by. */
export function percentOf(score: number, max: number): number | null {
  return percentOfCents(toCents(score), toCents(max));
}

/** A percent (2 decimals) of a score out of a max, both in hundredths; exact: round(100 * score / max, 2) in `numeric`. */
export function percentOfCents(scoreCents: number, maxCents: number): number | null {
  return maxCents > 0 ? divideRounded(scoreCents * 10_000, maxCents) / 100 : null;
}

/** numerator / denominator of two integers (denominator > 0), rounded half away from zero to an integer, exactly. */
export function divideRounded(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator)) {
    return Number(divideRoundedBig(BigInt(Math.round(numerator)), BigInt(Math.round(denominator))));
  }
  const magnitude = Math.abs(numerator);
  let quotient = Math.floor(magnitude / denominator);
  let remainder = magnitude - quotient * denominator;
  // The float division may be one off for large integers; the remainder puts it right.
  if (remainder < 0) {
    quotient--;
    remainder += denominator;
  } else if (remainder >= denominator) {
    quotient++;
    remainder -= denominator;
  }
  if (2 * remainder >= denominator) quotient++;
  return (numerator < 0 ? -quotient : quotient) + 0;
}

function divideRoundedBig(numerator: bigint, denominator: bigint): bigint {
  const magnitude = numerator < 0n ? -numerator : numerator;
  let quotient = magnitude / denominator;
  if (2n * (magnitude - quotient * denominator) >= denominator) quotient++;
  return numerator < 0n ? -quotient : quotient;
}

/** The decimal digits of the shortest representation of `value` (how it prints, e.g. "1.005"), rounded half away from zero to hundredths. */
function decimalCents(value: number): number {
  const [whole, fraction = ''] = Math.abs(value).toString().split('.');
  const digits = (fraction + '000').slice(0, 3);
  const cents = Number(whole) * 100 + Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
  return (value < 0 ? -cents : cents) + 0;
}
