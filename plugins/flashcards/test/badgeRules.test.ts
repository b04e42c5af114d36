import { describe, expect, it } from 'vitest';
import { deckMasteredBadge, hasStreak, isDeckMastered, STREAK_BADGE, STREAK_DAYS, utcDay } from '../src/rules/badgeRules.ts';

describe('deck mastered', () => {
  it("needs every card's latest answer to be know", () => {
    expect(isDeckMastered(['a', 'b'], new Map([['a', 'know'], ['b', 'know']]))).toBe(true);
    expect(isDeckMastered(['a', 'b'], new Map([['a', 'know'], ['b', 'dontKnow']]))).toBe(false);
    expect(isDeckMastered(['a', 'b'], new Map([['a', 'know']]))).toBe(false);
    // Answers on cards no longer in the deck do not count.
    expect(isDeckMastered(['a'], new Map([['a', 'know'], ['gone', 'dontKnow']]))).toBe(true);
    expect(isDeckMastered([], new Map())).toBe(false);
  });

  it('names the deck in its key and title', () => {
    expect(deckMasteredBadge('c1', 'Verbs')).toEqual({ key: 'flashcards.deck-mastered:c1', title: 'Deck mastered: Verbs' });
    expect(deckMasteredBadge('c1', '  ').title).toBe('Deck mastered: Flashcards');
  });
});

describe('review streak', () => {
  const days = (...list: string[]) => new Set(list);

  it('is three consecutive UTC days, today included', () => {
    expect(STREAK_DAYS).toBe(3);
    expect(STREAK_BADGE).toEqual({ key: 'flashcards.streak-3', title: '3 days of review in a row' });
    const today = new Date('2026-03-03T00:30:00.000Z');
    expect(hasStreak(days('2026-03-01', '2026-03-02', '2026-03-03'), today)).toBe(true);
    expect(hasStreak(days('2026-03-01', '2026-03-03'), today)).toBe(false);
    expect(hasStreak(days('2026-03-01', '2026-03-02'), today)).toBe(false);
    // Across a month's end.
    expect(hasStreak(days('2026-02-27', '2026-02-28', '2026-03-01'), new Date('2026-03-01T23:59:59.000Z'))).toBe(true);
  });

  it('counts UTC calendar days', () => {
    expect(utcDay(new Date('2026-03-01T23:59:59.999Z'))).toBe('2026-03-01');
    expect(utcDay(new Date('2026-03-02T00:00:00.000Z'))).toBe('2026-03-02');
  });
});
