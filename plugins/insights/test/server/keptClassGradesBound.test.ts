import { describe, expect, it } from 'vitest';
import { KeptClassGrades, type KeptEntry } from '../../src/server/facts/KeptClassGrades.ts';

const entry = (value: string, weight: number, over: Partial<KeptEntry<string>> = {}): KeptEntry<string> => ({ version: 1, inputs: 'in', fromMs: 100, expiresAtMs: 200, weight, value, ...over });

describe('kept class grades: what answers and what the bound keeps', () => {
  it('answers only for the same version and inputs, from the computation up to the next date', () => {
    const kept = new KeptClassGrades<string>(100);
    kept.set('a', entry('A', 10));
    expect(kept.get('a', 1, 'in', 150)).toBe('A');
    expect(kept.get('a', 2, 'in', 150)).toBeUndefined();
    kept.set('a', entry('A', 10));
    expect(kept.get('a', 1, 'other', 150)).toBeUndefined();
    kept.set('a', entry('A', 10));
    expect(kept.get('a', 1, 'in', 200)).toBeUndefined();
    kept.set('a', entry('A', 10));
    expect(kept.get('a', 1, 'in', 99)).toBeUndefined();
    // A miss drops the entry: nothing stale stays to weigh on the bound.
    expect(kept.size).toBe(0);
    expect(kept.weight).toBe(0);
  });

  it('drops the least recently used first when the weight goes over the bound, and never keeps an entry heavier than the bound', () => {
    const kept = new KeptClassGrades<string>(100);
    kept.set('a', entry('A', 40));
    kept.set('b', entry('B', 40));
    expect(kept.get('a', 1, 'in', 150)).toBe('A');
    kept.set('c', entry('C', 40));
    expect(kept.get('b', 1, 'in', 150)).toBeUndefined();
    expect(kept.get('a', 1, 'in', 150)).toBe('A');
    expect(kept.get('c', 1, 'in', 150)).toBe('C');
    expect(kept.weight).toBe(80);
    kept.set('huge', entry('H', 101));
    expect(kept.get('huge', 1, 'in', 150)).toBeUndefined();
    expect(kept.weight).toBe(80);
    kept.set('a', entry('A2', 30));
    expect(kept.get('a', 1, 'in', 150)).toBe('A2');
    expect(kept.weight).toBe(70);
  });
});
