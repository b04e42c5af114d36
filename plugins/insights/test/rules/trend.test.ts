import { describe, expect, it } from 'vitest';
import { trendOf } from '../../src/rules/trend.ts';

describe('trend (part 3 §4)', () => {
  it('+ above the prior, - below, = equal', () => {
    expect(trendOf(5, 4)).toBe('+');
    expect(trendOf(4, 5)).toBe('-');
    expect(trendOf(5, 5)).toBe('=');
  });

  it('works at the smallest differences and at zero', () => {
    expect(trendOf(0.01, 0)).toBe('+');
    expect(trendOf(0, 0.01)).toBe('-');
    expect(trendOf(0, 0)).toBe('=');
  });
});
