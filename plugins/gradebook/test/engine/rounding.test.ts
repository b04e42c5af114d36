import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeStudentRow, divideRounded, percentOf, round2, toCents, type CellInput } from '@lms/sdk/gradebook';
import { attempt, cell, daysFromNow, group, row, scored } from './engineFixtures.ts';

function inGroup(input: CellInput, rollupId: string): CellInput {
  return { ...input, activity: { ...input.activity, rollupId } };
}

/** PostgreSQL's round(n / d, 2) for a fraction of integers, in hundredths, by BigInt: half away from zero. */
function numericHundredths(numerator: bigint, denominator: bigint): number {
  const magnitude = numerator < 0n ? -numerator : numerator;
  let quotient = magnitude / denominator;
  if (2n * (magnitude - quotient * denominator) >= denominator) quotient++;
  return Number(numerator < 0n ? -quotient : quotient);
}

describe('2 decimals as numeric rounds them', () => {
  it('rounds the classic binary ties up, as a decimal would', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(0.145)).toBe(0.15);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(2.135)).toBe(2.14);
    expect(round2(4.015)).toBe(4.02);
    expect(round2(1234.565)).toBe(1234.57);
  });

  it('rounds half away from zero, and never answers -0', () => {
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(-0.145)).toBe(-0.15);
    expect(Object.is(round2(-0.001), 0)).toBe(true);
    expect(round2(0.30000000000000004)).toBe(0.3);
    expect(round2(1e-7)).toBe(0);
  });

  it('divides integers rounding half away from zero, exactly, also beyond 2^53', () => {
    expect(divideRounded(5, 2)).toBe(3);
    expect(divideRounded(-5, 2)).toBe(-3);
    expect(divideRounded(7, 3)).toBe(2);
    expect(divideRounded(2 ** 60, 3)).toBe(Number(((2n ** 60n) + 1n) / 3n));
  });

  it('takes a percent of two 2-decimal numbers exactly (0.57 of 8 is 7.125%, so 7.13)', () => {
    expect(percentOf(0.57, 8)).toBe(7.13);
    expect(percentOf(2.51, 8)).toBe(31.38);
    expect(percentOf(1, 0)).toBeNull();
  });

  it('a percent is round(100 * score / max, 2) in numeric for any 2-decimal score and max (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 10_000_000 }), (scoreCents, maxCents) => {
        expect(toCents(percentOf(scoreCents / 100, maxCents / 100)!)).toBe(numericHundredths(BigInt(scoreCents) * 10_000n, BigInt(maxCents)));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('totals are numeric to the cent', () => {
  it('a percent at a tie rounds up: 0.57 of 8', () => {
    expect(computeStudentRow(row([scored(0.57, 8)])).totals).toMatchObject({ score: 0.57, maxScore: 8, percent: 7.13 });
  });

  it('adds scores in hundredths: 0.1 + 0.2 points is 0.3, not 0.30000000000000004', () => {
    const { totals } = computeStudentRow(row([scored(0.1, 1), scored(0.2, 1)]));
    expect(totals).toMatchObject({ score: 0.3, maxScore: 2, percent: 15 });
  });

  it("rounds each weighted group's part as numeric: 7.25% at weight 30 of 100 is 2.175, so 2.18", () => {
    const input = row([inGroup(scored(7.25, 100), 'a'), inGroup(scored(0, 10), 'b')], { groups: [group('a', { weight: 30 }), group('b', { weight: 70 })] });
    expect(computeStudentRow(input).totals.percent).toBe(2.18);
  });

  it('weights of 2 decimals divide exactly: 1% at weight 14.5 of 100 is 0.145, so 0.15', () => {
    const input = row([inGroup(scored(1, 100), 'a'), inGroup(scored(0, 10), 'b')], { groups: [group('a', { weight: 14.5 }), group('b', { weight: 85.5 })] });
    expect(computeStudentRow(input).totals.percent).toBe(0.15);
  });

  it('averages attempts in hundredths: 1.01 and 1.00 average 1.01 (1.005 rounded up)', () => {
    const averaged = cell({ scoringMethod: 'average' }, [attempt(1.01), attempt(1)]);
    expect(computeStudentRow(row([averaged])).cells[0]!.score).toBe(1.01);
  });

  it("takes a late deduction as numeric: 8.45 at 10% off is 7.61 (the binary product is 7.6049...)", () => {
    const policy = { penalty: 10, per: 86400, max: 50 };
    const late = attempt(7.61, { submittedAt: daysFromNow(-5), late: { rawScore: 8.45, percent: 10, latenessSeconds: 3600, policy } });
    const input = cell({ dueDate: daysFromNow(-5.5), policy }, [late]);
    expect(computeStudentRow(row([input])).cells[0]!.score).toBe(7.61);
  });

  it('drops by exact percent: 0.9 of 3 and 0.3 of 1 tie, so the first in course order goes', () => {
    const input = row(
      [inGroup(scored(0.9, 3), 'q'), inGroup(scored(0.3, 1), 'q'), inGroup(scored(5, 10), 'q')],
      { groups: [group('q', { dropLowest: 1 })] },
    );
    expect(computeStudentRow(input).cells.map((c) => c.states.includes('dropped'))).toEqual([true, false, false]);
  });
});
