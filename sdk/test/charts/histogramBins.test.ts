import { describe, expect, it } from 'vitest';
import { histogramBins } from '../../src/web/charts/histogramBins.ts';

describe('histogramBins', () => {
  it('counts values into equal bins, each from its start up to its end, the last one including its end', () => {
    expect(histogramBins([0, 9.9, 10, 55, 100], { bins: 4, domain: [0, 100] })).toEqual([
      { from: 0, to: 25, count: 3 },
      { from: 25, to: 50, count: 0 },
      { from: 50, to: 75, count: 1 },
      { from: 75, to: 100, count: 1 },
    ]);
  });

  it("leaves out values outside the domain and values that are not numbers", () => {
    const bins = histogramBins([-1, 5, 101, Number.NaN, Number.POSITIVE_INFINITY], { bins: 2, domain: [0, 100] });
    expect(bins.map(({ count }) => count)).toEqual([1, 0]);
  });

  it("takes the values' own range and Sturges' bin count by default", () => {
    const bins = histogramBins([2, 4, 6, 8, 10, 12, 14, 16]);
    expect(bins).toHaveLength(4);
    expect(bins[0]).toEqual({ from: 2, to: 5.5, count: 2 });
    expect(bins.reduce((sum, { count }) => sum + count, 0)).toBe(8);
  });

  it('makes one bin when every value is the same, and none without values', () => {
    expect(histogramBins([7, 7, 7])).toEqual([{ from: 7, to: 7, count: 3 }]);
    expect(histogramBins([])).toEqual([]);
  });
});
