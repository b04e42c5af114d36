import { defineComponentType, LmsError } from '@lms/sdk';
import { DUPLICATE_CARD_ID, duplicateCardIndex } from '../rules/cardIds.ts';
import { flashcardsConfigSchema, type Flashcard, type FlashcardsConfig } from '../schemas/flashcardsConfig.ts';
import { demoDeck } from './demoDeck.ts';

const trimmed = (card: Flashcard): Flashcard => ({ ...card, frontText: card.frontText.trim(), backText: card.backText.trim() });

/** Part 2 §1: the flashcards component, a course deck on a page. Not gradable: the spec grades no flashcards. */
export const flashcardsComponentType = defineComponentType<FlashcardsConfig>({
  type: 'flashcards',
  title: 'Flashcards',
  configSchema: flashcardsConfigSchema,
  defaults: { flashcards: [] },
  activity: { gradable: false },
  prepare: (config) => {
    const duplicate = duplicateCardIndex(config.flashcards);
    if (duplicate >= 0) throw LmsError.validation([{ field: `config/flashcards/${duplicate}/_id`, message: DUPLICATE_CARD_ID }]);
    return { flashcards: config.flashcards.map(trimmed) };
  },
  searchableText: (config) => config.flashcards.map((card) => `${card.frontText}\n${card.backText}`).join('\n'),
  demo: demoDeck,
});
