import { describe, expect, it } from 'vitest';
import { nearWordsQuery, passageTiers, prefixQuery, questionWords, queryWords } from '../../src/search/tsqueryText.ts';
import { searchQueryError, SEARCH_MESSAGES, snippetParts } from '@lms/contract/calls/searchCalls.ts';

describe('search query text', () => {
  it('lets only words reach tsquery syntax, each as a required prefix', () => {
    expect(prefixQuery("Krebs' cycle: (a|b) & !c <-> 'x':*")).toBe("'krebs':* & 'cycle':* & 'a':* & 'b':* & 'c':* & 'x':*");
    expect(prefixQuery('Ménière 2x')).toBe("'ménière':* & '2x':*");
    expect(prefixQuery('?! --')).toBeNull();
    expect(queryWords('a b c d e f g h i j k l m n')).toHaveLength(12);
  });

  it("builds the fallback from each word or its near words, dropping anything but a word", () => {
    const near = new Map([['membrne', ['membrane', "bad'word", 'membrne']]]);
    expect(nearWordsQuery(['cell', 'membrne'], near)).toBe("('cell':*) & ('membrne':* | 'membrane')");
    expect(nearWordsQuery([], near)).toBeNull();
  });

  it("applies part 1 §5's length rule per search mode, on the trimmed text", () => {
    expect(searchQueryError('  ab ', 'course')).toBe(SEARCH_MESSAGES.course);
    expect(searchQueryError('abc', 'course')).toBeNull();
    expect(searchQueryError(' a ', 'filter')).toBe(SEARCH_MESSAGES.filter);
    expect(searchQueryError('ab', 'filter')).toBeNull();
    expect(searchQueryError('x'.repeat(201), 'course')).toBe(SEARCH_MESSAGES.tooLong);
  });

  it('cuts a snippet at its marks into text parts', () => {
    expect(snippetParts('a \uE000b\uE001 <c>')).toEqual([
      { text: 'a ', mark: false },
      { text: 'b', mark: true },
      { text: ' <c>', mark: false },
    ]);
  });
});

describe('passage tiers of a question', () => {
  it('matches every lexeme, then any two, then any one', () => {
    expect(passageTiers(['cell', 'membran', 'transport'])).toEqual([
      "'cell' & 'membran' & 'transport'",
      "('cell' & 'membran') | ('cell' & 'transport') | ('membran' & 'transport')",
      "'cell' | 'membran' | 'transport'",
    ]);
    expect(passageTiers(['osmosi', 'water'])).toEqual(["'osmosi' & 'water'", "'osmosi' | 'water'"]);
    expect(passageTiers(['mitochondria'])).toEqual(["'mitochondria'"]);
    expect(passageTiers([])).toEqual([]);
  });

  it('keeps words of two letters or more, once each', () => {
    expect(questionWords("What's a DNA's role? DNA!")).toEqual(['what', 'dna', 'role']);
  });
});
