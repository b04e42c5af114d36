import type { Clock, Knex } from '@lms/sdk';
import type { CardSchedule } from '../calls/reviewCalls.ts';
import { intervalDays, scheduleAnswer, STATE_NAMES } from '../rules/reviewScheduler.ts';
import type { Answer } from '../rules/deckMachine.ts';
import type { CardKey, ReviewStore, StoredReview } from './ReviewStore.ts';
import type { SchedulerSettingsStore } from './SchedulerSettingsStore.ts';
import type { DueCardsFeed } from './DueCardsFeed.ts';

export function cardSchedule(review: StoredReview): CardSchedule {
  return {
    component_id: review.componentId,
    type: review.type,
    card_id: review.cardId,
    due: review.due.toISOString(),
    last_review: review.last_review?.toISOString() ?? null,
    interval_days: intervalDays(review),
    state: STATE_NAMES[review.state] as CardSchedule['state'],
    reps: review.reps,
    lapses: review.lapses,
  };
}

/** Applies one answer to a card's FSRS state with the course's parameters; read and write under one row lock. */
export class ReviewScheduler {
  constructor(
    private readonly db: Knex,
    private readonly reviews: ReviewStore,
    private readonly settings: SchedulerSettingsStore,
    private readonly clock: Clock,
    private readonly dueCards: DueCardsFeed,
  ) {}

  /** `frontText`: the card's, for its study-center item (a don't-know puts it in red, due at its new due date). */
  async answer(key: CardKey, answer: Answer, location: { lessonId: string | null; pageId: string | null }, frontText: string): Promise<StoredReview> {
    const now = this.clock.now();
    return this.db.transaction(async (trx) => {
      const parameters = await this.settings.get(key.courseId, trx);
      const previous = await this.reviews.get(key, trx);
      const review = await this.reviews.put(key, scheduleAnswer(previous, answer, now, parameters), location, trx);
      await this.dueCards.answered(key, answer, review, { frontText, lessonId: review.lessonId, pageId: review.pageId }, trx);
      return review;
    });
  }
}
