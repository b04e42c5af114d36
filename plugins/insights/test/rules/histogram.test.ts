import { describe, expect, it } from 'vitest';
import { HISTOGRAM_BUCKETS, scoreHistogram, scoreHistogramOfCounts } from '../../src/rules/histogram.ts';

const countsOf = (percents: number[]) => scoreHistogram(percents).map((bucket) => bucket.count);

describe('score histogram (part 3 §9: 10 buckets of 10%)', () => {
  it('has 10 labelled buckets', () => {
    const buckets = scoreHistogram([]);
    expect(buckets).toHaveLength(HISTOGRAM_BUCKETS);
    expect(buckets[0]).toEqual({ from: 0, to: 10, label: '0-10%', count: 0 });
    expect(buckets[9]).toEqual({ from: 90, to: 100, label: '90-100%', count: 0 });
  });

  it('puts 0 and 9.99 in the first bucket, 10 in the second', () => {
    expect(countsOf([0, 9.99])).toEqual([2, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(countsOf([10])).toEqual([0, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('puts 99 and 100 in the last bucket', () => {
    expect(countsOf([89.99, 90, 99, 100])).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 1, 3]);
  });

  it('clamps out-of-range values and skips non-numbers', () => {
    expect(countsOf([-5, 130, Number.NaN, Number.POSITIVE_INFINITY])).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
  });
});

describe('score histogram of counts made elsewhere (the database)', () => {
  it('labels ten counts as scoreHistogram does', () => {
    expect(scoreHistogramOfCounts([2, 0, 0, 0, 0, 0, 0, 0, 1, 3])).toEqual(scoreHistogram([0, 9.99, 89.99, 90, 99, 100]));
  });

  it('refuses any other number of counts', () => {
    expect(() => scoreHistogramOfCounts([1, 2, 3])).toThrow('A score histogram has 10 buckets, not 3.');
  });
});
