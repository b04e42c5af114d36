import { coreServices, defineRoute, LmsError } from '@lms/sdk';
import { DUPLICATE_CARD_ID, duplicateCardIndex } from '../rules/cardIds.ts';
import { getOwnCards, saveOwnCards } from '../calls/progressCalls.ts';
import { bodyLearner, routeLearner } from './caller.ts';
import { deckReaderRef, ownCardStoreRef } from './services.ts';

/** Part 2 §7: user/flashcards calls, the student's own editable cards (part 2 §6), private to them. */
export const ownCardRoutes = [
  defineRoute(getOwnCards, {
    permission: 'course:view',
    deps: { ownCards: ownCardStoreRef, decks: deckReaderRef },
    async handler({ params, user, access, deps }) {
      const learner = routeLearner(user, access);
      return { value: (await deps.decks.deck(learner, params.courseId, params.componentId, 'user')).cards.map(({ _id, frontText, backText }) => ({ _id, frontText, backText })) };
    },
  }),
  defineRoute(saveOwnCards, {
    permission: 'user',
    deps: { ownCards: ownCardStoreRef, decks: deckReaderRef, permissions: coreServices.permissions, clock: coreServices.clock },
    rateLimit: { bucket: 'flashcards-own-cards', key: 'user', points: 120, durationSeconds: 60 },
    async handler({ body, user, deps }) {
      const learner = await bodyLearner(deps.permissions, user, body.course_id);
      await deps.decks.deck(learner, body.course_id, body.component_id, 'user');
      const duplicate = duplicateCardIndex(body.value);
      if (duplicate >= 0) throw LmsError.validation([{ field: `value/${duplicate}/_id`, message: DUPLICATE_CARD_ID }]);
      return { value: await deps.ownCards.save(learner.user.id, body.course_id, body.component_id, body.value, deps.clock.now()) };
    },
  }),
];
