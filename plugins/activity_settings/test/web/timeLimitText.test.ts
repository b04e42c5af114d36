import { describe, expect, it } from 'vitest';
import { timeLimitText } from '../../src/web/timeLimitText.ts';

describe('timeLimitText in the activity settings list', () => {
  it('says a limit in the shared words of part 3 §9', () => {
    expect(timeLimitText(0)).toBe('Not Timed');
    expect(timeLimitText(4500)).toBe('75 minutes');
    expect(timeLimitText(7200)).toBe('2 hours');
  });

  it('shows nothing for a type without a time limit', () => {
    expect(timeLimitText(null)).toBe('');
  });
});
