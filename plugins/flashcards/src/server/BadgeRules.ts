import { coreServices, createServiceRef, defineService, type BadgeDesk, type Clock, type Knex } from '@lms/sdk';
import type { Answer } from '../rules/deckMachine.ts';
import { deckMasteredBadge, hasStreak, isDeckMastered, STREAK_BADGE, STREAK_DAYS, utcDay } from '../rules/badgeRules.ts';
import type { Learner } from './caller.ts';
import type { DeckReader } from './DeckReader.ts';
import type { CardKey } from './ReviewStore.ts';
import { deckReaderRef } from './services.ts';

/** Whom a badge of this card's course goes to. */
const awardee = (key: CardKey) => ({ userId: key.userId, courseId: key.courseId });

/**
 * Applies the flashcards badge rules (rules/badgeRules.ts) after a student's
 * answer: keeps their latest answer on the card and the day, then awards what
 * they earned, in one transaction. Core tells the student of a new badge.
 */
export class BadgeRules {
  constructor(
    private readonly db: Knex,
    private readonly decks: DeckReader,
    private readonly badges: BadgeDesk,
    private readonly clock: Clock,
  ) {}

  async afterAnswer(learner: Learner, key: CardKey, answer: Answer): Promise<void> {
    // Only students earn badges; a professor trying a deck does not.
    if (!learner.access.student || learner.access.professor) return;
    const deck = key.type === 'standard' ? await this.decks.deck(learner, key.courseId, key.componentId, key.type) : null;
    const now = this.clock.now();
    const today = utcDay(now);
    await this.db.transaction(async (trx) => {
      const where = { user_id: key.userId, course_id: key.courseId };
      await trx('flashcards_last_answers')
        .insert({ ...where, component_id: key.componentId, type: key.type, card_id: key.cardId, answer, answered_at: now })
        .onConflict(['user_id', 'course_id', 'component_id', 'type', 'card_id'])
        .merge(['answer', 'answered_at']);
      await trx('flashcards_review_days').insert({ ...where, day: today }).onConflict(['user_id', 'course_id', 'day']).ignore();
      if (deck && answer === 'know') {
        const rows = (await trx('flashcards_last_answers')
          .where({ ...where, component_id: key.componentId, type: key.type })
          .select('card_id', 'answer')) as { card_id: string; answer: Answer }[];
        const latest = new Map(rows.map((row) => [row.card_id, row.answer]));
        if (isDeckMastered(deck.cards.map((card) => card._id), latest)) await this.badges.award({ ...awardee(key), ...deckMasteredBadge(key.componentId, deck.title) }, trx);
      }
      const since = utcDay(new Date(now.getTime() - (STREAK_DAYS - 1) * 86_400_000));
      const days = (await trx('flashcards_review_days').where(where).andWhere('day', '>=', since).select(trx.raw("to_char(day, 'YYYY-MM-DD') as day"))) as { day: string }[];
      if (hasStreak(new Set(days.map((row) => row.day)), now)) await this.badges.award({ ...awardee(key), ...STREAK_BADGE }, trx);
    });
  }
}

export const badgeRulesRef = createServiceRef<BadgeRules>('flashcards.badge-rules');

export const BADGE_RULE_SERVICES = [
  defineService({
    ref: badgeRulesRef,
    deps: { db: coreServices.database, decks: deckReaderRef, badges: coreServices.badges, clock: coreServices.clock },
    factory: ({ db, decks, badges, clock }) => new BadgeRules(db, decks, badges, clock),
  }),
];
