import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@lms/sdk/testing';
import { cardId, createDeck, deckConfig, flashcardsWorld, type FlashcardsWorld } from './flashcardsFixture.ts';

/** Issue 20 item 8: the flashcards badge rules through the review call; the badges show in the session user (sayhi/). */
let world: FlashcardsWorld;
let courseId: string;

beforeAll(async () => {
  world = await flashcardsWorld();
  courseId = world.course.courseId;
});

afterAll(() => world?.tk.close());

const answer = (client: TestClient, componentId: string, card: number, value: 'know' | 'dontKnow', type = 'standard') =>
  client.post(`flashcards/review/${courseId}`, { component_id: componentId, type, card_id: cardId(card), answer: value });
const badgeKeys = async (client: TestClient): Promise<string[]> => ((await client.get('sayhi/')).body.badges as { key: string }[]).map((badge) => badge.key);

describe('deck mastered', () => {
  it("is earned when every card's latest answer is know, once", async () => {
    const deckId = await createDeck(world, deckConfig(2), world.pages[0] ?? '');
    expect((await answer(world.bob, deckId, 1, 'know')).status).toBe(200);
    expect((await answer(world.bob, deckId, 2, 'dontKnow')).status).toBe(200);
    expect(await badgeKeys(world.bob)).not.toContain(`flashcards.deck-mastered:${deckId}`);
    await answer(world.bob, deckId, 2, 'know');
    const badges = (await world.bob.get('sayhi/')).body.badges as { key: string; title: string; course_id: string }[];
    expect(badges).toContainEqual(expect.objectContaining({ key: `flashcards.deck-mastered:${deckId}`, title: 'Deck mastered: Deck', course_id: courseId }));
    // Answering again does not award it twice; a classmate has none.
    await answer(world.bob, deckId, 1, 'know');
    expect((await badgeKeys(world.bob)).filter((key) => key === `flashcards.deck-mastered:${deckId}`)).toHaveLength(1);
    expect(await badgeKeys(world.ada)).not.toContain(`flashcards.deck-mastered:${deckId}`);
  });

  it('is not earned by own cards, nor by professors', async () => {
    const deckId = await createDeck(world, deckConfig(1), world.pages[1] ?? '');
    expect((await world.ada.post('user/flashcards-save', { component_id: deckId, course_id: courseId, value: [{ _id: cardId(40), frontText: 'Mine', backText: 'Back' }] })).status).toBe(200);
    expect((await answer(world.ada, deckId, 40, 'know', 'user')).status).toBe(200);
    expect(await badgeKeys(world.ada)).not.toContain(`flashcards.deck-mastered:${deckId}`);
    expect((await answer(world.teacher, deckId, 1, 'know')).status).toBe(200);
    expect(await badgeKeys(world.teacher)).toEqual([]);
  });
});

describe('review streak', () => {
  it('is earned on the third consecutive UTC day of answers', async () => {
    const deckId = await createDeck(world, deckConfig(3), world.pages[1] ?? '');
    world.tk.clock.set('2030-05-01T23:30:00.000Z');
    await answer(world.ada, deckId, 1, 'dontKnow');
    world.tk.clock.set('2030-05-03T00:10:00.000Z');
    await answer(world.ada, deckId, 1, 'dontKnow');
    world.tk.clock.set('2030-05-04T12:00:00.000Z');
    await answer(world.ada, deckId, 2, 'dontKnow');
    // 1, 3 and 4 May: a day is missing.
    expect(await badgeKeys(world.ada)).not.toContain('flashcards.streak-3');
    world.tk.clock.set('2030-05-05T23:59:00.000Z');
    await answer(world.ada, deckId, 3, 'dontKnow');
    const badges = (await world.ada.get('sayhi/')).body.badges as { key: string; title: string; awarded_at: string }[];
    expect(badges).toContainEqual({ key: 'flashcards.streak-3', title: '3 days of review in a row', course_id: courseId, awarded_at: '2030-05-05T23:59:00.000Z' });
  });
});
