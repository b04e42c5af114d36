import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices, type StudyItems } from '@lms/sdk';
import type { TestClient } from '@lms/sdk/testing';
import { cardId, createDeck, deckConfig, flashcardsWorld, type FlashcardsWorld } from './flashcardsFixture.ts';

let world: FlashcardsWorld;
let items: StudyItems;
let courseId: string;
let deckId: string;
let lessonId: string;
let pageId: string;

beforeAll(async () => {
  world = await flashcardsWorld();
  items = world.tk.kernel.resolveFor('flashcards', coreServices.studyItems);
  courseId = world.course.courseId;
  [, lessonId = '', pageId = ''] = (world.pages[0] ?? '').split('/');
  deckId = await createDeck(world, deckConfig(3), world.pages[0] ?? '');
});
afterAll(() => world?.tk.close());

const userId = async (client: TestClient) => ((await client.get('sayhi/')).body as { mongoId: string }).mongoId;
const answer = (client: TestClient, n: number, given: 'know' | 'dontKnow', place = true) =>
  client.post(`flashcards/review/${courseId}`, { component_id: deckId, type: 'standard', card_id: cardId(n), answer: given, ...(place ? { lesson_id: lessonId, page_id: pageId } : {}) });

describe('flashcards feed the study center', () => {
  it("puts a don't-know card in red at once, linked to its page; a known card comes back to red when FSRS makes it due", async () => {
    const bob = await userId(world.bob);
    expect((await answer(world.bob, 2, 'dontKnow')).status).toBe(200);
    const known = await answer(world.bob, 1, 'know');
    expect(known.status).toBe(200);
    const listed = async () => (await items.list(courseId, bob)).map((item) => [item.source, item.ref, item.title, item.bucket, item.link]).sort((a, b) => String(a[2]).localeCompare(String(b[2])));
    // Missed: red now. Known: not listed before its due date.
    expect(await listed()).toEqual([['flashcards', `${deckId}/standard/${cardId(2)}`, 'Front 2', 'red', `/${courseId}/${lessonId}/${pageId}`]]);
    world.tk.clock.set(known.body.due as string);
    expect(await listed()).toEqual([
      ['flashcards', `${deckId}/standard/${cardId(1)}`, 'Front 1', 'red', `/${courseId}/${lessonId}/${pageId}`],
      ['flashcards', `${deckId}/standard/${cardId(2)}`, 'Front 2', 'red', `/${courseId}/${lessonId}/${pageId}`],
    ]);
    // Another student's answers are theirs.
    expect(await items.list(courseId, await userId(world.ada))).toEqual([]);
    world.tk.clock.reset();

    // Known now: card 2 waits for its new due date.
    const relearned = await answer(world.bob, 2, 'know');
    expect((await items.list(courseId, bob)).map((item) => item.ref)).not.toContain(`${deckId}/standard/${cardId(2)}`);
    world.tk.clock.set(relearned.body.due as string);
    expect((await items.list(courseId, bob)).map((item) => item.ref)).toContain(`${deckId}/standard/${cardId(2)}`);
    world.tk.clock.reset();
  });

  it('links a card studied off any page to the flashcards results page', async () => {
    const ada = await userId(world.ada);
    expect((await answer(world.ada, 3, 'dontKnow', false)).status).toBe(200);
    expect((await items.list(courseId, ada)).map((item) => item.link)).toEqual([`/${courseId}/reports/flashcards`]);
  });
});
