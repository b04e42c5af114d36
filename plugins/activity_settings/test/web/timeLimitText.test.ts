import { describe, expect, it } from 'vitest';
import { timeLimitText } from '../../src/web/timeLimitText.ts';

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
  ])('shows %i seconds as %s', (seconds, text) => {
    expect(timeLimitText(seconds)).toBe(text);
  });

  it('shows other values in minutes, rounded', () => {
    expect(timeLimitText(100)).toBe('2 minutes');
    expect(timeLimitText(60)).toBe('1 minute');
    expect(timeLimitText(10_830)).toBe('181 minutes');
  });

  it('shows nothing for a type without a time limit', () => {
    expect(timeLimitText(null)).toBe('');
  });
});
