import { describe, expect, it } from 'vitest';
import { isId, newId } from '../../src/ids/newId.ts';

describe('newId', () => {
  it('makes unique 24-hex ids that sort by creation second', () => {
    const ids = Array.from({ length: 2000 }, newId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every(isId)).toBe(true);
    const seconds = Number.parseInt(ids[0]!.slice(0, 8), 16);
    expect(Math.abs(seconds - Date.now() / 1000)).toBeLessThan(5);
  });

  it('tells ids from other strings', () => {
    expect(isId('6b0133ecb16adef7d32e4904')).toBe(true);
    expect(isId('6B0133ECB16ADEF7D32E4904')).toBe(false);
    expect(isId('login')).toBe(false);
    expect(isId(42)).toBe(false);
  });
});
