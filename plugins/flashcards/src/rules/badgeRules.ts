import type { Answer } from './deckMachine.ts';

/**
 * Badges (issue 20 item 8) the flashcards plugin awards, and their rules.
 *
 * Deck mastered: every card of a course deck (the `standard` deck; a student's
 * own cards earn nothing) has "know" as the student's latest answer. A card
 * answered "don't know" must be answered "know" again. Cards added to the deck
 * later do not take a badge back.
 *
 * Review streak: the student answered cards of the course on STREAK_DAYS
 * consecutive days (UTC calendar days, as the due dates), today included.
 */
export const STREAK_DAYS = 3;

export const DECK_MASTERED_PREFIX = 'flashcards.deck-mastered:';
export const deckMasteredBadge = (componentId: string, deckTitle: string) => ({
  key: `${DECK_MASTERED_PREFIX}${componentId}`,
  title: `Deck mastered: ${deckTitle.trim() || 'Flashcards'}`.slice(0, 200),
});
export const STREAK_BADGE = { key: `flashcards.streak-${STREAK_DAYS}`, title: `${STREAK_DAYS} days of review in a row` } as const;

/** Whether every card of the deck's latest answer is "know" (an empty deck is never mastered). */
export function isDeckMastered(cardIds: readonly string[], latestAnswers: ReadonlyMap<string, Answer>): boolean {
  return cardIds.length > 0 && cardIds.every((cardId) => latestAnswers.get(cardId) === 'know');
}

/** The UTC calendar day of an instant, as YYYY-MM-DD. */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** Whether the days answered include the STREAK_DAYS days ending with `today` (YYYY-MM-DD, UTC). */
export function hasStreak(daysAnswered: ReadonlySet<string>, today: Date): boolean {
  for (let back = 0; back < STREAK_DAYS; back += 1) {
    if (!daysAnswered.has(utcDay(new Date(today.getTime() - back * 86_400_000)))) return false;
  }
  return true;
}
