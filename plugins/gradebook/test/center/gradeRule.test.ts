import { describe, expect, it } from 'vitest';
import { gradeFromText, gradeProblem } from '../../src/calls/gradeRule.ts';

describe('the grade rule (part 3 §5: a number, at least 0, at most the max score)', () => {
  it('takes 0, decimals and the max itself; refuses below 0, above the max and what is not a number', () => {
    expect(gradeProblem(0, 10)).toBeNull();
    expect(gradeProblem(9.75, 10)).toBeNull();
    expect(gradeProblem(10, 10)).toBeNull();
    expect(gradeProblem(-0.5, 10)).toBe('A grade must be at least 0.');
    expect(gradeProblem(10.01, 10)).toBe('A grade must be at most the max score (10).');
    expect(gradeProblem(Number.NaN, 10)).toBe('A grade must be a number.');
    expect(gradeProblem(Number.POSITIVE_INFINITY, null)).toBe('A grade must be a number.');
    expect(gradeProblem(1000, null)).toBeNull();
  });

  it('reads what is typed in a cell: empty clears, numbers as typed, anything else is not a number', () => {
    expect(gradeFromText('  ')).toBeNull();
    expect(gradeFromText('7')).toBe(7);
    expect(gradeFromText(' 7.5 ')).toBe(7.5);
    expect(gradeFromText('.5')).toBe(0.5);
    expect(gradeFromText('8.')).toBe(8);
    expect(gradeFromText('-2')).toBe(-2);
    for (const text of ['abc', '1e3', '0x10', '7,5', '1.2.3', '-', '.']) expect(gradeFromText(text)).toBeNaN();
  });
});
