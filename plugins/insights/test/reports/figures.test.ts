import { describe, expect, it } from 'vitest';
import { figuresOf, weekOf } from '../../src/rules/figures.ts';

describe('figuresOf', () => {
  it('has no average or median without scores, and ten empty buckets', () => {
    const figures = figuresOf([]);
    expect(figures).toMatchObject({ submitted: 0, average: null, median: null });
    expect(figures.histogram.map((bucket) => bucket.count)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('takes the middle score of an odd count and the mean of the two middle ones of an even count, rounded (part 3 §9)', () => {
    expect(figuresOf([90, 10, 50])).toMatchObject({ submitted: 3, average: 50, median: 50 });
    expect(figuresOf([65, 70])).toMatchObject({ average: 68, median: 68 });
    expect(figuresOf([0, 100, 33.4, 33.3])).toMatchObject({ average: 42, median: 33 });
  });

  it('counts 100 in the last bucket and 9.99 in the first', () => {
    const counts = figuresOf([100, 9.99, 10]).histogram.map((bucket) => bucket.count);
    expect(counts).toEqual([1, 1, 0, 0, 0, 0, 0, 0, 0, 1]);
  });
});

describe('weekOf', () => {
  it('answers the Monday of the UTC week', () => {
    expect(weekOf('2026-11-23')).toBe('2026-11-23');
    expect(weekOf('2026-11-29')).toBe('2026-11-23');
    expect(weekOf('2026-11-30')).toBe('2026-11-30');
    expect(weekOf('2026-01-01')).toBe('2025-12-29');
  });
});
