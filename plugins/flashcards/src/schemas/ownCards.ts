import { Type, type Static } from '@lms/sdk/calls';
import { CARD_ID_PATTERN, MAX_CARD_TEXT_LENGTH, MAX_CARDS_PER_DECK } from './flashcardsConfig.ts';

export const OWN_CARD_FRONT_REQUIRED = 'Each card needs a front text.';

/** A student's own card: text on both sides (media stays with the course's decks). */
export const ownCardSchema = Type.Object(
  {
    _id: Type.String({ pattern: CARD_ID_PATTERN, errorMessage: 'Each card needs its 24-character id.' }),
    frontText: Type.String({ minLength: 1, maxLength: MAX_CARD_TEXT_LENGTH, pattern: '\\S', errorMessage: { type: OWN_CARD_FRONT_REQUIRED, minLength: OWN_CARD_FRONT_REQUIRED, pattern: OWN_CARD_FRONT_REQUIRED, maxLength: `The front text is at most ${MAX_CARD_TEXT_LENGTH} characters.` } }),
    backText: Type.String({ maxLength: MAX_CARD_TEXT_LENGTH, errorMessage: { type: 'The back text must be text.', maxLength: `The back text is at most ${MAX_CARD_TEXT_LENGTH} characters.` } }),
  },
  { additionalProperties: false },
);
export type OwnCard = Static<typeof ownCardSchema>;

export const ownCardListSchema = Type.Array(ownCardSchema, {
  maxItems: MAX_CARDS_PER_DECK,
  errorMessage: { type: 'The cards must be a list.', maxItems: `A deck has at most ${MAX_CARDS_PER_DECK} cards.` },
});
