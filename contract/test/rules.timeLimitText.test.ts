import { describe, expect, it } from 'vitest';
import { timeLimitText } from '../src/rules/timeLimitText.ts';

describe('timeLimitText (part 3 §9)', () => {
  it.each([
    [0, 'Not Timed'],
    [900, '15 minutes'],
    [1800, '30 minutes'],
    [2700, '45 minutes'],
    [3600, '1 hour'],
    [4500, '75 minutes'],
    [5400, '90 minutes'],
    [6300, '105 minutes'],
    [7200, '2 hours'],
    [1000, '17 minutes'],
    [60, '1 minute'],
    [10800, '180 minutes'],
  ])('shows %d seconds as %s', (seconds, label) => {
    expect(timeLimitText(seconds)).toBe(label);
  });
});
