import { coreServices, defineRoute } from '@lms/sdk';
import { getDeckSchedule, getDueCards, reviewCard, type DueCard } from '../calls/reviewCalls.ts';
import { endOfDay } from '../rules/reviewScheduler.ts';
import { deckTypeParam, routeLearner } from './caller.ts';
import type { Deck } from './DeckReader.ts';
import { cardSchedule } from './ReviewScheduler.ts';
import { badgeRulesRef } from './BadgeRules.ts';
import { deckReaderRef, reviewSchedulerRef, reviewStoreRef } from './services.ts';

/** Spaced repetition (issue 20). Every schedule is the caller's own. */
export const reviewRoutes = [
  defineRoute(reviewCard, {
    permission: 'course:view',
    deps: { decks: deckReaderRef, scheduler: reviewSchedulerRef, badgeRules: badgeRulesRef },
    async handler({ params, body, user, access, deps }) {
      const learner = routeLearner(user, access);
      const card = await deps.decks.card(learner, params.courseId, body.component_id, body.type, body.card_id);
      const key = { userId: learner.user.id, courseId: params.courseId, componentId: body.component_id, type: body.type, cardId: body.card_id };
      const review = await deps.scheduler.answer(key, body.answer, { lessonId: body.lesson_id ?? null, pageId: body.page_id ?? null }, card.frontText);
      await deps.badgeRules.afterAnswer(learner, key, body.answer);
      return cardSchedule(review);
    },
  }),
  defineRoute(getDeckSchedule, {
    permission: 'course:view',
    deps: { decks: deckReaderRef, reviews: reviewStoreRef },
    async handler({ params, user, access, deps }) {
      const learner = routeLearner(user, access);
      const type = deckTypeParam(params.type);
      const deck = await deps.decks.deck(learner, params.courseId, params.componentId, type);
      const present = new Set(deck.cards.map((card) => card._id));
      const reviews = await deps.reviews.listDeck(learner.user.id, params.courseId, params.componentId, type);
      return { cards: reviews.filter((review) => present.has(review.cardId)).map(cardSchedule) };
    },
  }),
  defineRoute(getDueCards, {
    permission: 'course:view',
    deps: { decks: deckReaderRef, reviews: reviewStoreRef, clock: coreServices.clock },
    async handler({ params, user, access, deps }) {
      const learner = routeLearner(user, access);
      const due = await deps.reviews.listDue(learner.user.id, params.courseId, endOfDay(deps.clock.now()));
      // One read per deck: a deck the student may no longer see (a draft, a removed card) drops out.
      const decks = new Map<string, Deck | null>();
      const cards: DueCard[] = [];
      for (const review of due) {
        const deckKey = `${review.componentId}:${review.type}`;
        if (!decks.has(deckKey)) decks.set(deckKey, await deps.decks.visibleDeck(learner, params.courseId, review.componentId, review.type));
        const deck = decks.get(deckKey);
        const card = deck?.cards.find((candidate) => candidate._id === review.cardId);
        if (!deck || !card) continue;
        cards.push({
          ...cardSchedule(review),
          title: deck.title,
          lesson_id: review.lessonId,
          page_id: review.pageId,
          frontText: card.frontText,
          backText: card.backText,
          ...(card.front ? { front: card.front } : {}),
          ...(card.back ? { back: card.back } : {}),
        });
      }
      return { cards };
    },
  }),
];
