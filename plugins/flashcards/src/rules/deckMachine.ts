import type { DeckState, SessionStatus } from '../schemas/deckState.ts';

/** Part 2 §4 Flashcards: a study session as pure moves on the deck state. */

export type Answer = 'know' | 'dontKnow';

export function startDeck(cardIds: readonly string[], userMode: boolean, options: { reversed?: boolean } = {}): DeckState {
  return { left: [...cardIds], know: [], dontKnow: [], index: 0, viewed: 0, flipped: false, reversed: options.reversed ?? false, shuffled: false, user_mode: userMode };
}

/** START before the first answer, FINISHED once no card is left, CONTINUE between. */
export function sessionStatus(state: DeckState): SessionStatus {
  if (state.left.length === 0 && state.know.length + state.dontKnow.length > 0) return 'FINISHED';
  if (state.viewed === 0 && state.know.length === 0 && state.dontKnow.length === 0) return 'START';
  return 'CONTINUE';
}

export function currentCardId(state: DeckState): string | null {
  return state.left[state.index] ?? null;
}

const clampIndex = (index: number, length: number) => (length === 0 ? 0 : Math.min(Math.max(index, 0), length - 1));

/** Moves the card shown from left to know or dontKnow; the next card takes its place, face up. */
export function answerCard(state: DeckState, answer: Answer): DeckState {
  const cardId = currentCardId(state);
  if (cardId === null) return state;
  const left = state.left.filter((_, position) => position !== state.index);
  return {
    ...state,
    left,
    [answer]: [...state[answer], cardId],
    index: clampIndex(state.index, left.length),
    viewed: state.viewed + 1,
    flipped: false,
  };
}

export function flipCard(state: DeckState): DeckState {
  return currentCardId(state) === null ? state : { ...state, flipped: !state.flipped };
}

/** Left and right move through the cards still left, wrapping round. */
export function moveBy(state: DeckState, step: 1 | -1): DeckState {
  if (state.left.length === 0) return state;
  return { ...state, index: (state.index + step + state.left.length) % state.left.length, flipped: false };
}

/** Try again: the don't-know cards go back to the front of left, and the session is no longer finished. */
export function tryAgain(state: DeckState): DeckState {
  return { ...state, left: [...state.dontKnow, ...state.left], dontKnow: [], index: 0, flipped: false };
}

/** Reverse: show the back of every card first. */
export function toggleReversed(state: DeckState): DeckState {
  return { ...state, reversed: !state.reversed, flipped: false };
}

/**
 * Shuffle puts the cards left in a random order (`random` gives numbers in [0, 1));
 * shuffling off puts them back in the deck's order.
 */
export function toggleShuffled(state: DeckState, deckOrder: readonly string[], random: () => number = Math.random): DeckState {
  if (state.shuffled) {
    const position = new Map(deckOrder.map((id, index) => [id, index]));
    const left = [...state.left].sort((a, b) => (position.get(a) ?? 0) - (position.get(b) ?? 0));
    return { ...state, left, index: 0, shuffled: false, flipped: false };
  }
  const left = [...state.left];
  for (let last = left.length - 1; last > 0; last -= 1) {
    const pick = Math.floor(random() * (last + 1));
    [left[last], left[pick]] = [left[pick] as string, left[last] as string];
  }
  return { ...state, left, index: 0, shuffled: true, flipped: false };
}

/**
 * A saved state against the deck as it is now: cards the author removed leave
 * every pile, cards added since join the end of left.
 */
export function reconcileDeck(state: DeckState, cardIds: readonly string[]): DeckState {
  const present = new Set(cardIds);
  const keep = (ids: readonly string[]) => ids.filter((id) => present.has(id));
  const know = keep(state.know);
  const dontKnow = keep(state.dontKnow);
  const placed = new Set([...know, ...dontKnow, ...state.left]);
  const left = [...keep(state.left), ...cardIds.filter((id) => !placed.has(id))];
  return { ...state, left, know, dontKnow, index: clampIndex(state.index, left.length) };
}
