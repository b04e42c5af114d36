import { describe, expect, it } from 'vitest';
import { tabAfterKey } from '../src/web/tabKeys.ts';

describe('tab keys (WAI-ARIA tabs)', () => {
  const choosable = [0, 1, 3];

  it('moves along the orientation, wrapping, and skips what cannot be chosen', () => {
    expect(tabAfterKey(choosable, 1, 'ArrowRight', 'horizontal')).toBe(3);
    expect(tabAfterKey(choosable, 3, 'ArrowRight', 'horizontal')).toBe(0);
    expect(tabAfterKey(choosable, 0, 'ArrowLeft', 'horizontal')).toBe(3);
    expect(tabAfterKey(choosable, 0, 'ArrowDown', 'vertical')).toBe(1);
    expect(tabAfterKey(choosable, 0, 'ArrowUp', 'vertical')).toBe(3);
  });

  it('goes to the ends with Home and End, and ignores other keys and the other axis', () => {
    expect(tabAfterKey(choosable, 1, 'Home', 'vertical')).toBe(0);
    expect(tabAfterKey(choosable, 1, 'End', 'horizontal')).toBe(3);
    expect(tabAfterKey(choosable, 1, 'ArrowDown', 'horizontal')).toBeNull();
    expect(tabAfterKey(choosable, 1, 'ArrowRight', 'vertical')).toBeNull();
    expect(tabAfterKey(choosable, 1, 'a', 'horizontal')).toBeNull();
    expect(tabAfterKey([], 0, 'Home', 'horizontal')).toBeNull();
  });
});
