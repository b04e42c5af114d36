import { describe, expect, it } from 'vitest';
import { scoreItem, type ScorableItem } from '../src/scoring/scoreItem.ts';
import type { AccentScoring } from '../src/scoring/types.ts';
import { SAMPLE_DEFINITIONS } from './itemSamples.ts';

const strict = { accentScoring: 1 as AccentScoring };
const item = (type: ScorableItem['type'], points = 1) => ({ ...SAMPLE_DEFINITIONS[type], points }) as ScorableItem;
const score = (type: ScorableItem['type'], response: unknown, points = 1, accentScoring: AccentScoring = 1) => scoreItem(item(type, points), response, { accentScoring });

describe('single choice', () => {
  it.each([
    ['b', 2, true],
    ['a', 0, false],
    ['c', 0, false],
    ['z', 0, false],
    ['', 0, false],
    [['b'], 0, false],
    [undefined, 0, false],
  ])('%j earns %d of 2', (response, earned, correct) => {
    expect(score('single_choice', response, 2)).toMatchObject({ score: earned, max: 2, correct });
  });

  it('says whether something was answered', () => {
    expect(score('single_choice', 'a').details.answered).toBe(true);
    expect(score('single_choice', undefined).details.answered).toBe(false);
  });
});

describe('multiple response (all or nothing)', () => {
  it.each([
    [['a', 'b', 'd'], 3, true],
    [['d', 'b', 'a'], 3, true],
    [['a', 'b', 'd', 'd'], 3, true],
    [['a', 'b'], 0, false],
    [['a', 'b', 'c', 'd'], 0, false],
    [['c'], 0, false],
    [[], 0, false],
    ['a', 0, false],
    [null, 0, false],
  ])('%j earns %d of 3', (response, earned, correct) => {
    expect(score('multiple_response', response, 3)).toMatchObject({ score: earned, max: 3, correct });
  });

  it('reports the right choices missed and the wrong ones chosen', () => {
    expect(score('multiple_response', ['a', 'c']).details).toEqual({ answered: true, missed: ['b', 'd'], wrong: ['c'] });
    expect(score('multiple_response', [1, 'a']).details).toEqual({ answered: true, missed: ['b', 'd'], wrong: [] });
  });
});

describe('true/false', () => {
  it.each([
    [true, 1, true],
    [false, 0, false],
    ['true', 0, false],
    [1, 0, false],
    [undefined, 0, false],
  ])('%j earns %d', (response, earned, correct) => {
    expect(score('true_false', response)).toMatchObject({ score: earned, correct });
  });

  it('scores a false statement', () => {
    const falseStatement: ScorableItem = { type: 'true_false', content: { correct: false }, points: 1 };
    expect(scoreItem(falseStatement, false, strict).correct).toBe(true);
    expect(scoreItem(falseStatement, true, strict).correct).toBe(false);
  });
});

describe('short text', () => {
  it.each([
    ['Mitochondria', 1],
    ['mitochondria', 1],
    ['  THE   mitochondria ', 1],
    ['mitochondrion', 0],
    ['', 0],
  ])('%j earns %d (case does not count here)', (response, earned) => {
    expect(score('short_text', response).score).toBe(earned);
  });

  it('refuses another case when case counts', () => {
    const sensitive: ScorableItem = { type: 'short_text', points: 1, content: { answers: ['DNA'], case_sensitive: true } };
    expect(scoreItem(sensitive, 'DNA', strict).correct).toBe(true);
    expect(scoreItem(sensitive, 'dna', strict).correct).toBe(false);
    expect(scoreItem(sensitive, ' DNA ', strict).correct).toBe(true);
  });

  it('scores an answer that differs only by accents by accent_scoring', () => {
    const accented: ScorableItem = { type: 'short_text', points: 4, content: { answers: ['café au lait'], case_sensitive: false } };
    expect(scoreItem(accented, 'cafe au lait', { accentScoring: 1 })).toMatchObject({ score: 0, correct: false, details: { match: 'accent' } });
    expect(scoreItem(accented, 'cafe au lait', { accentScoring: 0.5 })).toMatchObject({ score: 2, correct: false });
    expect(scoreItem(accented, 'Cafe au lait', { accentScoring: 0 })).toMatchObject({ score: 4, correct: true });
    expect(scoreItem(accented, 'café au lait', { accentScoring: 1 })).toMatchObject({ score: 4, correct: true, details: { match: 'exact' } });
  });

  it('reads a wrong shape as unanswered', () => {
    expect(score('short_text', 42)).toMatchObject({ score: 0, details: { answered: false, match: 'none' } });
    expect(score('short_text', ['Mitochondria']).score).toBe(0);
  });
});

describe('numeric', () => {
  it.each([
    ['9.81', 1],
    ['9,81', 1],
    [9.81, 1],
    ['9.86', 1],
    ['9.76', 1],
    ['9.87', 0],
    ['9.75', 0],
    ['ten', 0],
    ['', 0],
  ])('%j earns %d with a tolerance of 0.05', (response, earned) => {
    expect(score('numeric', response).score).toBe(earned);
  });

  it('accepts within a percentage of the answer, or within either tolerance', () => {
    const percent: ScorableItem = { type: 'numeric', points: 1, content: { answer: 200, tolerance: 0, tolerance_percent: 5 } };
    expect(scoreItem(percent, '210', strict).correct).toBe(true);
    expect(scoreItem(percent, '189,9', strict).correct).toBe(false);
    const both: ScorableItem = { type: 'numeric', points: 1, content: { answer: 200, tolerance: 15, tolerance_percent: 5 } };
    expect(scoreItem(both, '214', strict).correct).toBe(true);
    expect(scoreItem(both, '216', strict).correct).toBe(false);
    const negative: ScorableItem = { type: 'numeric', points: 1, content: { answer: -40, tolerance_percent: 10 } };
    expect(scoreItem(negative, '-44', strict).correct).toBe(true);
    expect(scoreItem(negative, '-45', strict).correct).toBe(false);
  });

  it('takes only the answer itself without a tolerance, binary fractions included', () => {
    const exact: ScorableItem = { type: 'numeric', points: 1, content: { answer: 0.3 } };
    expect(scoreItem(exact, 0.1 + 0.2, strict).correct).toBe(true);
    expect(scoreItem(exact, '0,3', strict).correct).toBe(true);
    expect(scoreItem(exact, '0.30001', strict).correct).toBe(false);
  });

  it('reports the number read', () => {
    expect(score('numeric', ' 9,8 ').details).toEqual({ answered: true, value: 9.8 });
    expect(score('numeric', 'ten').details).toEqual({ answered: true, value: null });
    expect(score('numeric', undefined).details).toEqual({ answered: false, value: null });
  });
});

describe('fill in the blanks (each blank its share)', () => {
  it.each([
    [{ temp: '100', cold: 'zero' }, 4],
    [{ temp: '100', cold: '5' }, 2],
    [{ temp: ' 100 ' }, 2],
    [{ cold: 'ZERO' }, 2],
    [{}, 0],
    ['100', 0],
    [null, 0],
  ])('%j earns %d of 4', (response, earned) => {
    expect(score('fill_blanks', response, 4).score).toBe(earned);
  });

  it('is right only with every blank right, and reports each blank', () => {
    expect(score('fill_blanks', { temp: '100', cold: '0' })).toMatchObject({ correct: true, details: { answered: true, blanks: { temp: 'exact', cold: 'exact' } } });
    expect(score('fill_blanks', { temp: '100' })).toMatchObject({ correct: false, details: { blanks: { temp: 'exact', cold: 'none' } } });
    expect(score('fill_blanks', { other: 'x' }).details.answered).toBe(false);
  });

  it('applies accent scoring to each blank', () => {
    const blanks: ScorableItem = {
      type: 'fill_blanks',
      points: 2,
      content: {
        template: '{{a}} {{b}}',
        blanks: [
          { id: 'a', answers: ['été'], case_sensitive: false },
          { id: 'b', answers: ['hiver'], case_sensitive: false },
        ],
      },
    };
    expect(scoreItem(blanks, { a: 'ete', b: 'hiver' }, { accentScoring: 0.5 }).score).toBe(1.5);
    expect(scoreItem(blanks, { a: 'ete', b: 'hiver' }, { accentScoring: 1 }).score).toBe(1);
    expect(scoreItem(blanks, { a: 'ete', b: 'hiver' }, { accentScoring: 0 })).toMatchObject({ score: 2, correct: true });
  });
});

describe('ordering (all or nothing)', () => {
  it.each([
    [['m', 'v', 'e'], 2, 3],
    [['v', 'm', 'e'], 0, 1],
    [['e', 'v', 'm'], 0, 1],
    [['m', 'v'], 0, 2],
    [['m', 'v', 'e', 'x'], 0, 3],
    [[], 0, 0],
    ['mve', 0, 0],
  ])('%j earns %d of 2 with %d in place', (response, earned, inPlace) => {
    expect(score('ordering', response, 2)).toMatchObject({ score: earned, details: { in_place: inPlace } });
  });
});

describe('matching (each pair its share)', () => {
  it.each([
    [{ fr: 'paris', it: 'rome' }, 1, true],
    [{ fr: 'paris', it: 'oslo' }, 0.5, false],
    [{ fr: 'rome', it: 'paris' }, 0, false],
    [{ fr: 'paris' }, 0.5, false],
    [{}, 0, false],
    [['paris', 'rome'], 0, false],
  ])('%j earns %d', (response, earned, correct) => {
    expect(score('matching', response)).toMatchObject({ score: earned, correct });
  });

  it('reports each pair', () => {
    expect(score('matching', { fr: 'paris', it: 'oslo' }).details).toEqual({ answered: true, pairs: { fr: true, it: false } });
  });
});

describe('manually scored types', () => {
  it.each(['longtext', 'longtextV2', 'plaintext', 'audio', 'video', 'fileupload'] as const)('%s waits for a person when answered, scores 0 when not', (type) => {
    expect(score(type, 'An answer', 5)).toEqual({ score: 0, max: 5, correct: null, details: { answered: true } });
    expect(score(type, '   ', 5)).toEqual({ score: 0, max: 5, correct: false, details: { answered: false } });
    expect(score(type, undefined, 5).correct).toBe(false);
  });
});

it('scales every auto type to the item points', () => {
  expect(score('single_choice', 'b', 2.5).score).toBe(2.5);
  expect(score('fill_blanks', { temp: '100' }, 3).score).toBe(1.5);
  expect(score('matching', { fr: 'paris' }, 0).score).toBe(0);
});
