import { describe, expect, it } from 'vitest';
import { postsPerStudent, roundScore } from '../../src/rules/rounding.ts';

describe('rounding (part 3 §9)', () => {
  it('rounds scores to integers, halves up', () => {
    expect(roundScore(69.49)).toBe(69);
    expect(roundScore(69.5)).toBe(70);
    expect(roundScore(0)).toBe(0);
    expect(roundScore(100)).toBe(100);
    expect(roundScore(63.33)).toBe(63);
  });

  it('averages posts per student to one decimal', () => {
    expect(postsPerStudent(1, 3)).toBe(0.3);
    expect(postsPerStudent(2, 3)).toBe(0.7);
    expect(postsPerStudent(1, 20)).toBe(0.1);
    expect(postsPerStudent(10, 4)).toBe(2.5);
    expect(postsPerStudent(0, 30)).toBe(0);
  });

  it('is 0 posts per student with no students', () => {
    expect(postsPerStudent(5, 0)).toBe(0);
  });
});
