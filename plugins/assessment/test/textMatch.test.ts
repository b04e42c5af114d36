import { describe, expect, it } from 'vitest';
import { matchText, normaliseAnswer, textCredit, withoutAccents } from '../src/scoring/textMatch.ts';

describe('normaliseAnswer', () => {
  it.each([
    ['  Paris  ', 'Paris'],
    ['New   York', 'New York'],
    ['a\t\nb', 'a b'],
    ['', ''],
    ['   ', ''],
    // e + combining acute is the same text as é.
    ['cafe\u0301', 'café'],
  ])('%j reads as %j', (input, expected) => {
    expect(normaliseAnswer(input)).toBe(expected);
  });
});

describe('withoutAccents', () => {
  it.each([
    ['café', 'cafe'],
    ['Ångström', 'Angstrom'],
    ['niño', 'nino'],
    ['Zürich', 'Zurich'],
    ['façade', 'facade'],
    ['Dvořák', 'Dvorak'],
    // Letters of their own are not accented letters.
    ['Ørsted', 'Ørsted'],
    ['Łódź', 'Łodz'],
    ['Straße', 'Straße'],
    ['plain', 'plain'],
  ])('%j without accents is %j', (input, expected) => {
    expect(withoutAccents(input)).toBe(expected);
  });
});

describe('matchText', () => {
  it('matches any accepted answer exactly after normalising spaces', () => {
    expect(matchText(' the  mitochondria ', ['Mitochondria', 'the mitochondria'], true)).toBe('exact');
    expect(matchText('Mitochondria', ['Mitochondria', 'the mitochondria'], true)).toBe('exact');
  });

  it('ignores case unless the item says it counts', () => {
    expect(matchText('PARIS', ['Paris'], false)).toBe('exact');
    expect(matchText('PARIS', ['Paris'], true)).toBe('none');
    expect(matchText('paris', ['Paris'], true)).toBe('none');
  });

  it('tells an answer that differs only by accents, in either direction', () => {
    expect(matchText('cafe', ['café'], true)).toBe('accent');
    expect(matchText('résumé', ['resume'], true)).toBe('accent');
    expect(matchText('resumé', ['résumé'], true)).toBe('accent');
    expect(matchText('CAFE', ['café'], false)).toBe('accent');
    expect(matchText('CAFE', ['café'], true)).toBe('none');
  });

  it('counts composed and decomposed accents as the same text, not an accent difference', () => {
    expect(matchText('cafe\u0301', ['café'], true)).toBe('exact');
    expect(matchText('café', ['cafe\u0301'], true)).toBe('exact');
  });

  it('answers none for other words, letters of their own, and empty answers', () => {
    expect(matchText('London', ['Paris'], false)).toBe('none');
    expect(matchText('Orsted', ['Ørsted'], false)).toBe('none');
    expect(matchText('', ['Paris'], false)).toBe('none');
    expect(matchText('   ', [' '], false)).toBe('none');
    expect(matchText('Pari', ['Paris'], false)).toBe('none');
  });
});

describe('textCredit with accent_scoring', () => {
  it.each([
    ['exact', 1, 1],
    ['exact', 0.5, 1],
    ['exact', 0, 1],
    ['accent', 1, 0],
    ['accent', 0.5, 0.5],
    ['accent', 0, 1],
    ['none', 1, 0],
    ['none', 0.5, 0],
    ['none', 0, 0],
  ] as const)('a %s match with accent scoring %d earns %d', (match, accentScoring, credit) => {
    expect(textCredit(match, accentScoring)).toBe(credit);
  });
});
