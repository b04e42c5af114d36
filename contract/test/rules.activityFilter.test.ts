import { describe, expect, it } from 'vitest';
import { ACTIVITY_FILTER_MESSAGES, matchesActivityFilter, parseActivityFilter } from '../src/rules/activityFilter.ts';

describe('the activity filter (part 3 §5 "Rollup")', () => {
  it('splits words and keeps quoted phrases whole, lower-cased', () => {
    expect(parseActivityFilter('Quiz "Lesson  One" week')).toEqual({ ok: true, terms: ['quiz', 'lesson one', 'week'] });
  });

  it('refuses an odd number of quotes', () => {
    expect(parseActivityFilter('"Lesson one')).toEqual({ ok: false, message: ACTIVITY_FILTER_MESSAGES.unevenQuotes });
  });

  it('gives no terms for an empty text or empty quotes, and then everything matches', () => {
    expect(parseActivityFilter('  "" ')).toEqual({ ok: true, terms: [] });
    expect(matchesActivityFilter([], ['anything'])).toBe(true);
  });

  it('matches when every term occurs in some field, case-insensitively', () => {
    const fields = ['Quiz 3', 'Lesson One: Cells', 'assessment'];
    expect(matchesActivityFilter(['quiz', 'lesson one'], fields)).toBe(true);
    expect(matchesActivityFilter(['quiz', 'lesson two'], fields)).toBe(false);
  });

  it('never matches a phrase across two fields', () => {
    expect(matchesActivityFilter(['3 lesson'], ['Quiz 3', 'Lesson One'])).toBe(false);
  });
});
