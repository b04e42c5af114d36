import { describe, expect, it } from 'vitest';
import { codeCount, codeCountProblems } from '../../src/schemas/codeCount.ts';

describe('the code count (part 3 §5: an integer from 1 to 10,000)', () => {
  it('takes whole numbers from 1 to 10,000, with or without thousands commas', () => {
    expect(['1', '25', ' 10000 ', '10,000', '1,000'].map(codeCount)).toEqual([1, 25, 10_000, 10_000, 1_000]);
  });

  it("refuses anything else with 'Please enter an integer between 1 and 10,000'", () => {
    for (const typed of ['0', '10001', '10,001', '2.5', '-3', '', 'ten', '1e3', '1,00']) {
      expect(codeCount(typed), typed).toBeNull();
      expect(codeCountProblems({ count: typed }), typed).toEqual([{ field: 'count', message: 'Please enter an integer between 1 and 10,000' }]);
    }
    expect(codeCountProblems({ count: '10' })).toEqual([]);
  });
});
