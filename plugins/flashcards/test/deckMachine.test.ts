import { describe, expect, it } from 'vitest';
import { answerCard, currentCardId, flipCard, moveBy, reconcileDeck, sessionStatus, startDeck, toggleReversed, toggleShuffled, tryAgain } from '../src/rules/deckMachine.ts';

const deck = ['a', 'b', 'c', 'd'].map((letter) => letter.repeat(24));
const [a, b, c, d] = deck as [string, string, string, string];

describe('the deck state machine (part 2 §4)', () => {
  it('goes START, CONTINUE, FINISHED as cards move from left to know or dontKnow', () => {
    let state = startDeck(deck, false);
    expect(sessionStatus(state)).toBe('START');
    state = answerCard(state, 'know');
    expect(sessionStatus(state)).toBe('CONTINUE');
    expect(state).toMatchObject({ left: [b, c, d], know: [a], dontKnow: [], viewed: 1 });
    state = answerCard(answerCard(answerCard(state, 'dontKnow'), 'know'), 'dontKnow');
    expect(state).toMatchObject({ left: [], know: [a, c], dontKnow: [b, d], viewed: 4 });
    expect(sessionStatus(state)).toBe('FINISHED');
    expect(currentCardId(state)).toBeNull();
    expect(answerCard(state, 'know')).toBe(state);
  });

  it('try again moves dontKnow to the front of left and resets finished', () => {
    const finished = [answerCard, answerCard, answerCard, answerCard].reduce((state, _, index) => answerCard(state, index % 2 ? 'dontKnow' : 'know'), startDeck(deck, false));
    const again = tryAgain(finished);
    expect(again).toMatchObject({ left: [b, d], know: [a, c], dontKnow: [], index: 0 });
    expect(sessionStatus(again)).toBe('CONTINUE');
    const midway = tryAgain(answerCard(answerCard(startDeck(deck, false), 'know'), 'dontKnow'));
    expect(midway.left).toEqual([b, c, d]);
  });

  it('flips, moves left and right round the cards left, and answers the card shown', () => {
    let state = flipCard(startDeck(deck, false));
    expect(state.flipped).toBe(true);
    state = moveBy(state, -1);
    expect(currentCardId(state)).toBe(d);
    expect(state.flipped).toBe(false);
    state = answerCard(state, 'know');
    expect(state.know).toEqual([d]);
    expect(currentCardId(state)).toBe(c);
    expect(currentCardId(moveBy(state, 1))).toBe(a);
  });

  it('reverses, and shuffles with undo back to the deck order', () => {
    expect(toggleReversed(startDeck(deck, false)).reversed).toBe(true);
    const shuffled = toggleShuffled(startDeck(deck, true), deck, () => 0);
    expect(shuffled).toMatchObject({ shuffled: true, user_mode: true, left: [b, c, d, a] });
    expect(toggleShuffled(shuffled, deck).left).toEqual(deck);
  });

  it('follows the deck as the author changed it since the progress was saved', () => {
    const saved = answerCard(answerCard(startDeck(deck, false), 'know'), 'dontKnow');
    const e = 'e'.repeat(24);
    expect(reconcileDeck(saved, [a, c, e])).toMatchObject({ know: [a], dontKnow: [], left: [c, e] });
  });
});
