import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateCourse } from '@lms/sdk/testing';
import { startDeck, answerCard } from '../src/rules/deckMachine.ts';
import { MAXIMUM_INTERVAL_MESSAGE, RETENTION_MESSAGE } from '../src/calls/reviewCalls.ts';
import { OWN_CARD_FRONT_REQUIRED } from '../src/schemas/ownCards.ts';
import { cardId, createDeck, deckConfig, flashcardsWorld, type FlashcardsWorld } from './flashcardsFixture.ts';

let world: FlashcardsWorld;
let deckId: string;
let draftDeckId: string;
let courseId: string;
let lessonId: string;
let pageId: string;

beforeAll(async () => {
  world = await flashcardsWorld();
  courseId = world.course.courseId;
  [, lessonId = '', pageId = ''] = (world.pages[0] ?? '').split('/');
  deckId = await createDeck(world, deckConfig(3), world.pages[0] ?? '');
  draftDeckId = await createDeck(world, deckConfig(2), world.pages[2] ?? '');
});

afterAll(() => world?.tk.close());

const ids = [cardId(1), cardId(2), cardId(3)];

function progressBody(overrides: Record<string, unknown> = {}) {
  const value = answerCard(answerCard(startDeck(ids, false), 'know'), 'dontKnow');
  return { component_id: deckId, course_id: courseId, value, key: 'CONTINUE', start: '2030-01-01T10:00:00.000Z', stop: null, timesec: 42, type: 'standard', lesson_id: lessonId, page_id: pageId, ...overrides };
}

describe('the flashcards component', () => {
  it('stores a deck with trimmed text, and refuses a card without its id', async () => {
    const id = await createDeck(world, { flashcards: [{ _id: cardId(9), frontText: '  Hi ', backText: ' there ' }] }, world.pages[1] ?? '');
    const read = await world.ada.get(`components/${courseId}/${id}/`);
    expect(read.body.config).toEqual({ flashcards: [{ _id: cardId(9), frontText: 'Hi', backText: 'there' }] });
    const refused = await world.teacher.post(`components/${world.pages[1]}/new/`, { type: 'flashcards', config: { flashcards: [{ frontText: 'a', backText: 'b' }] } });
    expect(refused.status).toBe(422);
    const twice = { _id: cardId(8), frontText: 'a', backText: 'b' };
    const duplicate = await world.teacher.post(`components/${world.pages[1]}/new/`, { type: 'flashcards', config: { flashcards: [twice, twice] } });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.fields).toEqual([{ field: 'config/flashcards/1/_id', message: 'Each card needs its own id.' }]);
  });

  it('is not an activity of the gradebook', async () => {
    const created = await world.teacher.get(`components/${courseId}/${deckId}/`);
    expect(created.status).toBe(200);
  });
});

describe('user/meta (saved progress)', () => {
  it('answers 204 before anything is saved', async () => {
    expect((await world.ada.get(`user/meta/${courseId}/${deckId}/standard`)).status).toBe(204);
  });

  it('saves, reads back and deletes the caller own progress only', async () => {
    const saved = await world.ada.post('user/meta-save', progressBody());
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ key: 'CONTINUE', timesec: 42, type: 'standard', value: { left: [cardId(3)], know: [cardId(1)], dontKnow: [cardId(2)] } });
    expect((await world.ada.get(`user/meta/${courseId}/${deckId}/standard`)).body.timesec).toBe(42);
    expect((await world.bob.get(`user/meta/${courseId}/${deckId}/standard`)).status).toBe(204);
    expect((await world.ada.get(`user/meta/${courseId}/${deckId}/user`)).status).toBe(204);
    expect((await world.bob.put(`user/meta-delete/${courseId}/${deckId}/standard`)).status).toBe(204);
    expect((await world.ada.get(`user/meta/${courseId}/${deckId}/standard`)).status).toBe(200);
    expect((await world.ada.put(`user/meta-delete/${courseId}/${deckId}/standard`)).status).toBe(204);
    expect((await world.ada.get(`user/meta/${courseId}/${deckId}/standard`)).status).toBe(204);
  });

  it('refuses bad input and stores nothing', async () => {
    const bad = await world.ada.post('user/meta-save', progressBody({ key: 'DONE', timesec: -1 }));
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toEqual(expect.arrayContaining([expect.objectContaining({ message: 'The key is START, CONTINUE or FINISHED.' })]));
    expect((await world.ada.post('user/meta-save', progressBody({ unknown: 1 }))).status).toBe(422);
    expect((await world.ada.get(`user/meta/${courseId}/${deckId}/standard`)).status).toBe(204);
    expect((await world.ada.get(`user/meta/${courseId}/${deckId}/other`)).status).toBe(404);
  });

  it('keeps people outside the course and decks on draft pages out', async () => {
    expect((await world.outsider.post('user/meta-save', progressBody())).status).toBe(403);
    expect((await world.outsider.get(`user/meta/${courseId}/${deckId}/standard`)).status).toBe(403);
    expect((await world.ada.post('user/meta-save', progressBody({ component_id: draftDeckId }))).status).toBe(404);
    expect((await world.ada.get(`user/meta-course/${courseId}`)).status).toBe(200);
    expect((await world.outsider.get(`user/meta-course/${courseId}`)).status).toBe(403);
    expect((await world.outsider.put(`user/meta-delete/${courseId}/${deckId}/standard`)).status).toBe(403);
    expect((await world.outsider.get(`flashcards/schedule/${courseId}/${deckId}/standard`)).status).toBe(403);
    expect((await world.outsider.get(`flashcards/settings/${courseId}`)).status).toBe(403);
    expect((await world.ada.get(`flashcards/schedule/${courseId}/${draftDeckId}/standard`)).status).toBe(404);
    expect((await world.ada.get(`user/flashcards/${courseId}/${draftDeckId}`)).status).toBe(404);
  });

  it('lists results with the cards of each pile and the page to go back to', async () => {
    await world.ada.post('user/meta-save', progressBody({ key: 'FINISHED' }));
    const results = await world.ada.get(`user/meta-course/${courseId}`);
    expect(results.body.results).toEqual([
      expect.objectContaining({
        component_id: deckId,
        title: 'Deck',
        key: 'FINISHED',
        lesson_id: lessonId,
        page_id: pageId,
        know: [{ _id: cardId(1), frontText: 'Front 1', backText: 'Back 1' }],
        dontKnow: [{ _id: cardId(2), frontText: 'Front 2', backText: 'Back 2' }],
        left: 1,
      }),
    ]);
    expect((await world.bob.get(`user/meta-course/${courseId}`)).body.results).toEqual([]);
  });
});

describe('user/flashcards (own cards)', () => {
  const own = [{ _id: cardId(50), frontText: ' Mine ', backText: 'Yes' }];

  it('saves a student own cards, private to them', async () => {
    const saved = await world.ada.post('user/flashcards-save', { value: own, component_id: deckId, course_id: courseId });
    expect(saved.body).toEqual({ value: [{ _id: cardId(50), frontText: 'Mine', backText: 'Yes' }] });
    expect((await world.ada.get(`user/flashcards/${courseId}/${deckId}`)).body.value).toHaveLength(1);
    expect((await world.bob.get(`user/flashcards/${courseId}/${deckId}`)).body.value).toEqual([]);
  });

  it('refuses a card without front text, and outsiders', async () => {
    const bad = await world.ada.post('user/flashcards-save', { value: [{ _id: cardId(51), frontText: ' ', backText: '' }], component_id: deckId, course_id: courseId });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain(OWN_CARD_FRONT_REQUIRED);
    expect((await world.ada.get(`user/flashcards/${courseId}/${deckId}`)).body.value[0].frontText).toBe('Mine');
    const twice = await world.ada.post('user/flashcards-save', { value: [...own, ...own], component_id: deckId, course_id: courseId });
    expect(twice.body.fields).toEqual([{ field: 'value/1/_id', message: 'Each card needs its own id.' }]);
    expect((await world.outsider.post('user/flashcards-save', { value: own, component_id: deckId, course_id: courseId })).status).toBe(403);
    expect((await world.outsider.get(`user/flashcards/${courseId}/${deckId}`)).status).toBe(403);
  });
});

describe('spaced repetition', () => {
  it('schedules know as Good and dontKnow as Again, per student', async () => {
    const know = await world.bob.post(`flashcards/review/${courseId}`, { component_id: deckId, type: 'standard', card_id: cardId(1), answer: 'know', lesson_id: lessonId, page_id: pageId });
    expect(know.status).toBe(200);
    expect(know.body).toMatchObject({ card_id: cardId(1), interval_days: 3, state: 'review', reps: 1, lapses: 0 });
    const dontKnow = await world.bob.post(`flashcards/review/${courseId}`, { component_id: deckId, type: 'standard', card_id: cardId(2), answer: 'dontKnow' });
    expect(dontKnow.body).toMatchObject({ interval_days: 1, reps: 1 });
    const schedule = await world.bob.get(`flashcards/schedule/${courseId}/${deckId}/standard`);
    expect(schedule.body.cards.map((card: { card_id: string }) => card.card_id)).toEqual([cardId(2), cardId(1)]);
    expect((await world.ada.get(`flashcards/schedule/${courseId}/${deckId}/standard`)).body.cards).toEqual([]);
  });

  it('refuses a card not in the deck, and own cards of someone else', async () => {
    expect((await world.bob.post(`flashcards/review/${courseId}`, { component_id: deckId, type: 'standard', card_id: cardId(77), answer: 'know' })).status).toBe(404);
    expect((await world.bob.post(`flashcards/review/${courseId}`, { component_id: deckId, type: 'user', card_id: cardId(50), answer: 'know' })).status).toBe(404);
    expect((await world.ada.post(`flashcards/review/${courseId}`, { component_id: deckId, type: 'user', card_id: cardId(50), answer: 'know' })).status).toBe(200);
    expect((await world.outsider.post(`flashcards/review/${courseId}`, { component_id: deckId, type: 'standard', card_id: cardId(1), answer: 'know' })).status).toBe(403);
  });

  it('lists the cards due today, across decks, as days pass', async () => {
    expect((await world.bob.get(`flashcards/due/${courseId}`)).body.cards).toEqual([]);
    world.tk.clock.advance(86_400_000);
    const tomorrow = await world.bob.get(`flashcards/due/${courseId}`);
    expect(tomorrow.body.cards).toEqual([expect.objectContaining({ card_id: cardId(2), title: 'Deck', frontText: 'Front 2', lesson_id: null })]);
    world.tk.clock.advance(2 * 86_400_000);
    const later = await world.bob.get(`flashcards/due/${courseId}`);
    expect(later.body.cards.map((card: { card_id: string }) => card.card_id)).toEqual([cardId(2), cardId(1)]);
    expect(later.body.cards[1]).toMatchObject({ lesson_id: lessonId, page_id: pageId });
    expect((await world.outsider.get(`flashcards/due/${courseId}`)).status).toBe(403);
  });

  it('drops the cards and results of a deck whose page became a draft', async () => {
    const page = world.pages[1] ?? '';
    const hiddenDeck = await createDeck(world, deckConfig(1), page);
    await world.bob.post(`flashcards/review/${courseId}`, { component_id: hiddenDeck, type: 'standard', card_id: cardId(1), answer: 'dontKnow' });
    await world.bob.post('user/meta-save', { ...progressBody({ component_id: hiddenDeck }), value: { ...progressBody().value, left: [], know: [], dontKnow: [cardId(1)] } });
    world.tk.clock.advance(86_400_000);
    const visible = await world.bob.get(`flashcards/due/${courseId}`);
    expect(visible.body.cards.map((card: { component_id: string }) => card.component_id)).toContain(hiddenDeck);
    expect((await world.bob.get(`user/meta-course/${courseId}`)).body.results.map((result: { component_id: string }) => result.component_id)).toContain(hiddenDeck);
    const [, lesson, pageId] = page.split('/');
    expect((await world.teacher.put(`pages/${courseId}/${lesson}/${pageId}/`, { draft: true })).status).toBe(200);
    const hidden = await world.bob.get(`flashcards/due/${courseId}`);
    expect(hidden.body.cards.map((card: { component_id: string }) => card.component_id)).not.toContain(hiddenDeck);
    expect((await world.bob.get(`user/meta-course/${courseId}`)).body.results).toEqual([]);
    expect((await world.bob.get(`flashcards/schedule/${courseId}/${hiddenDeck}/standard`)).status).toBe(404);
  });

  it('uses the course parameters, which only instructors set', async () => {
    expect((await world.ada.get(`flashcards/settings/${courseId}`)).body).toEqual({ request_retention: 0.9, maximum_interval: 36500, defaults: true });
    expect((await world.ada.put(`flashcards/settings/${courseId}`, { request_retention: 0.8, maximum_interval: 10 })).status).toBe(403);
    expect((await world.helper.put(`flashcards/settings/${courseId}`, { request_retention: 0.8, maximum_interval: 10 })).status).toBe(403);
    const bad = await world.teacher.put(`flashcards/settings/${courseId}`, { request_retention: 1.5, maximum_interval: 0 });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain(RETENTION_MESSAGE);
    expect(JSON.stringify(bad.body)).toContain(MAXIMUM_INTERVAL_MESSAGE);
    const saved = await world.teacher.put(`flashcards/settings/${courseId}`, { request_retention: 0.9, maximum_interval: 10 });
    expect(saved.body).toEqual({ request_retention: 0.9, maximum_interval: 10, defaults: false });
    // A second "know" would be 14 days apart at the defaults (see the scheduler's unit test); the course caps it at 10.
    const capped = await world.bob.post(`flashcards/review/${courseId}`, { component_id: deckId, type: 'standard', card_id: cardId(1), answer: 'know' });
    expect(capped.body.interval_days).toBe(10);
  });
});

describe('PUT flashcards/settings/{courseId} out of bounds', () => {
  const RETENTION = 'The requested retention must be a number from 0.7 to 0.99.';
  const INTERVAL = 'The maximum interval must be a whole number of days from 1 to 36500.';

  it('answers 422 with the exact message of each field, and stores nothing', async () => {
    // Each payload's other field is valid and differs from what is stored, so a partial write would show.
    const before = (await world.teacher.get(`flashcards/settings/${courseId}`)).body;
    expect([before.request_retention, before.maximum_interval]).not.toContain(0.8);
    expect(before.maximum_interval).not.toBe(20);
    const cases: [Record<string, unknown>, { field: string; message: string }[]][] = [
      [{ request_retention: 0.69, maximum_interval: 20 }, [{ field: 'request_retention', message: RETENTION }]],
      [{ request_retention: 0.995, maximum_interval: 20 }, [{ field: 'request_retention', message: RETENTION }]],
      [{ request_retention: 'high', maximum_interval: 20 }, [{ field: 'request_retention', message: RETENTION }]],
      [{ request_retention: 0.8, maximum_interval: 0 }, [{ field: 'maximum_interval', message: INTERVAL }]],
      [{ request_retention: 0.8, maximum_interval: 36501 }, [{ field: 'maximum_interval', message: INTERVAL }]],
      [{ request_retention: 0.8, maximum_interval: 2.5 }, [{ field: 'maximum_interval', message: INTERVAL }]],
      [
        { request_retention: 1, maximum_interval: -1 },
        [
          { field: 'request_retention', message: RETENTION },
          { field: 'maximum_interval', message: INTERVAL },
        ],
      ],
    ];
    for (const [payload, fields] of cases) {
      const refused = await world.teacher.put(`flashcards/settings/${courseId}`, payload);
      expect(refused.status, JSON.stringify(payload)).toBe(422);
      expect(refused.body.errno).toBe('validation-failed');
      expect(refused.body.fields).toEqual(expect.arrayContaining(fields.map((field) => expect.objectContaining(field))));
      expect(refused.body.fields).toHaveLength(fields.length);
    }
    expect((await world.teacher.get(`flashcards/settings/${courseId}`)).body).toEqual(before);
    expect((await world.bob.get(`flashcards/settings/${courseId}`)).body).toEqual(before);
  });
});

describe('a course that holds its students', () => {
  it('refuses the calls that name their course in the body, as the course calls are refused', async () => {
    await updateCourse(world.tk, courseId, { start_date: new Date('2199-01-01T00:00:00.000Z') });
    expect((await world.bob.post('user/meta-save', progressBody())).status).toBe(403);
    expect((await world.bob.post('user/flashcards-save', { value: [], component_id: deckId, course_id: courseId })).status).toBe(403);
    expect((await world.bob.get(`user/meta-course/${courseId}`)).body.errno).toBe('start-date');
    expect((await world.teacher.post('user/meta-save', progressBody())).status).toBe(200);
  });
});
