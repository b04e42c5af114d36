import { Type, type Static } from '@lms/sdk/calls';

const cardIds = Type.Array(Type.String({ pattern: '^[0-9a-f]{24}$', errorMessage: 'A card is named by its 24-character id.' }), {
  maxItems: 2000,
  errorMessage: { type: 'Cards are listed by id.', maxItems: 'A deck holds at most 2000 cards.' },
});

/** Part 2 §3 Deck state: left, know, dontKnow, index, viewed, flipped, reversed, shuffled, user_mode. */
export const deckStateSchema = Type.Object(
  {
    left: cardIds,
    know: cardIds,
    dontKnow: cardIds,
    /** The position of the card shown, in `left`. */
    index: Type.Integer({ minimum: 0, maximum: 2000, errorMessage: 'The index is a whole number from 0.' }),
    /** How many answers (know or don't know) the session has had. */
    viewed: Type.Integer({ minimum: 0, maximum: 1000000, errorMessage: 'Viewed is a whole number from 0.' }),
    flipped: Type.Boolean(),
    reversed: Type.Boolean(),
    shuffled: Type.Boolean(),
    /** The student studies their own cards rather than the course deck. */
    user_mode: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type DeckState = Static<typeof deckStateSchema>;

export const SESSION_STATUSES = ['START', 'CONTINUE', 'FINISHED'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** The two decks a student can study on one component (part 2 §3 saved progress `type`). */
export const DECK_TYPES = ['user', 'standard'] as const;
export type DeckType = (typeof DECK_TYPES)[number];
export const deckTypeFor = (state: Pick<DeckState, 'user_mode'>): DeckType => (state.user_mode ? 'user' : 'standard');
