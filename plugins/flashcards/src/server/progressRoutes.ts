import { coreServices, defineRoute } from '@lms/sdk';
import { deleteProgress, getCourseResults, getProgress, saveProgress, type DeckResult } from '../calls/progressCalls.ts';
import { bodyLearner, deckTypeParam, routeLearner } from './caller.ts';
import { deckReaderRef, progressStoreRef } from './services.ts';

/** Part 2 §7: user/meta calls. A student reads and writes only their own progress, on decks they may see. */
export const progressRoutes = [
  defineRoute(getProgress, {
    permission: 'course:view',
    deps: { progress: progressStoreRef, decks: deckReaderRef },
    async handler({ params, user, access, deps }) {
      const learner = routeLearner(user, access);
      const type = deckTypeParam(params.type);
      await deps.decks.deck(learner, params.courseId, params.componentId, type);
      return (await deps.progress.get(learner.user.id, params.courseId, params.componentId, type)) ?? undefined;
    },
  }),
  defineRoute(saveProgress, {
    permission: 'user',
    deps: { progress: progressStoreRef, decks: deckReaderRef, permissions: coreServices.permissions, clock: coreServices.clock },
    async handler({ body, user, deps }) {
      const learner = await bodyLearner(deps.permissions, user, body.course_id);
      await deps.decks.deck(learner, body.course_id, body.component_id, body.type);
      return deps.progress.save(learner.user.id, body, deps.clock.now());
    },
  }),
  defineRoute(deleteProgress, {
    permission: 'course:view',
    deps: { progress: progressStoreRef, decks: deckReaderRef },
    async handler({ params, user, access, deps }) {
      const learner = routeLearner(user, access);
      const type = deckTypeParam(params.type);
      await deps.decks.deck(learner, params.courseId, params.componentId, type);
      await deps.progress.remove(learner.user.id, params.courseId, params.componentId, type);
    },
  }),
  defineRoute(getCourseResults, {
    permission: 'course:view',
    deps: { progress: progressStoreRef, decks: deckReaderRef },
    async handler({ params, user, access, deps }) {
      const learner = routeLearner(user, access);
      const results: DeckResult[] = [];
      for (const saved of await deps.progress.listForCourse(learner.user.id, params.courseId)) {
        const deck = await deps.decks.visibleDeck(learner, params.courseId, saved.component_id, saved.type);
        if (!deck) continue;
        const byId = new Map(deck.cards.map((card) => [card._id, { _id: card._id, frontText: card.frontText, backText: card.backText }]));
        const pile = (ids: readonly string[]) => ids.flatMap((id) => byId.get(id) ?? []);
        results.push({
          component_id: saved.component_id,
          title: deck.title,
          type: saved.type,
          key: saved.key,
          lesson_id: saved.lesson_id,
          page_id: saved.page_id,
          know: pile(saved.value.know),
          dontKnow: pile(saved.value.dontKnow),
          left: pile(saved.value.left).length,
          timesec: saved.timesec,
          stop: saved.stop,
        });
      }
      return { results };
    },
  }),
];
