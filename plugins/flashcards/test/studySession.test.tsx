import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { fakeApiClient } from '@lms/sdk/testing/web';
import FlashcardsView from '../src/web/FlashcardsView.tsx';
import { COURSE, DECK, LESSON, PAGE, card, deckComponent, preferReducedMotion, renderWithHost } from './webFixture.tsx';

const schedule = (cardId: string) => ({ component_id: DECK, type: 'standard', card_id: cardId, due: '2030-01-04T10:00:00.000Z', last_review: '2030-01-01T10:00:00.000Z', interval_days: 3, state: 'review', reps: 1, lapses: 0 });

function studyApi() {
  return fakeApiClient({
    [`GET user/meta/${COURSE}/${DECK}/standard`]: () => undefined,
    [`GET flashcards/schedule/${COURSE}/${DECK}/standard`]: () => ({ cards: [] }),
    'POST user/meta-save': (body) => ({ ...(body as object), lesson_id: LESSON, page_id: PAGE }),
    [`POST flashcards/review/${COURSE}`]: (body) => schedule((body as { card_id: string }).card_id),
    [`PUT user/meta-delete/${COURSE}/${DECK}/standard`]: () => undefined,
  });
}

async function startStudying() {
  const api = studyApi();
  const view = renderWithHost(<FlashcardsView component={deckComponent()} courseId={COURSE} lessonId={LESSON} pageId={PAGE} mode="presentation" />, api);
  await userEvent.click(await screen.findByRole('button', { name: 'Start' }));
  const stage = screen.getByRole('group', { name: /^Card 1 of 3/ });
  stage.focus();
  return { api, view, stage };
}

const shownText = () => screen.getByRole('group', { name: /^Card/ }).textContent ?? '';

beforeEach(() => {
  window.sessionStorage.clear();
  preferReducedMotion(true);
});
afterEach(() => vi.useRealTimers());

describe('the study session by keyboard (part 2 §4, §9)', () => {
  it('flips with slash and moves with the arrows and Page Up / Page Down', async () => {
    await startStudying();
    expect(shownText()).toContain('Front 1');
    await userEvent.keyboard('/');
    expect(shownText()).toContain('Back 1');
    await userEvent.keyboard('{ArrowRight}');
    expect(shownText()).toContain('Front 2');
    await userEvent.keyboard('{ArrowLeft}');
    expect(shownText()).toContain('Front 1');
    await userEvent.keyboard('{PageDown}');
    expect(shownText()).toContain('Front 2');
    await userEvent.keyboard('{PageUp}');
    expect(shownText()).toContain('Front 1');
  });

  it('answers with up and down, schedules each answer, and try again puts the dont-know cards first', async () => {
    const { api } = await startStudying();
    await userEvent.keyboard('{ArrowUp}{ArrowDown}{ArrowDown}');
    expect(await screen.findByRole('heading', { name: 'Finished' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe("Left: 0. Know: 1. Don't know: 2.");
    const reviews = api.post.mock.calls.filter(([path]) => path === `flashcards/review/${COURSE}`).map(([, body]) => body as { card_id: string; answer: string });
    expect(reviews.map((review) => [review.card_id, review.answer])).toEqual([[card(1), 'know'], [card(2), 'dontKnow'], [card(3), 'dontKnow']]);
    const saves = api.post.mock.calls.filter(([path]) => path === 'user/meta-save').map(([, body]) => body as { key: string; lesson_id: string });
    expect(saves.at(-1)).toMatchObject({ key: 'FINISHED', lesson_id: LESSON });
    expect(JSON.parse(window.sessionStorage.getItem(`flashcards:${COURSE}:${DECK}:standard`) ?? '{}').value.dontKnow).toEqual([card(2), card(3)]);

    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Finished' }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(shownText()).toContain('Front 2');
    expect(document.activeElement).toBe(screen.getByRole('group', { name: /^Card/ }));
    await userEvent.keyboard('{ArrowUp}');
    expect(shownText()).toContain('Front 3');
  });

  it('pauses (no answer counts) and resumes', async () => {
    await startStudying();
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(shownText()).toContain('Paused.');
    screen.getByRole('group', { name: /^Card/ }).focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('status').textContent).toBe("Left: 3. Know: 0. Don't know: 0.");
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(shownText()).toContain('Front 1');
  });

  it('reverses to show backs first', async () => {
    await startStudying();
    await userEvent.click(screen.getByRole('button', { name: 'Reverse' }));
    expect(screen.getByRole('button', { name: 'Reverse' }).getAttribute('aria-pressed')).toBe('true');
    expect(shownText()).toContain('Back 1');
  });

  it('continues from the progress this tab kept', async () => {
    window.sessionStorage.setItem(
      `flashcards:${COURSE}:${DECK}:standard`,
      JSON.stringify({ value: { left: [card(3)], know: [card(1)], dontKnow: [card(2)], index: 0, viewed: 2, flipped: false, reversed: false, shuffled: false, user_mode: false }, key: 'CONTINUE', start: null, stop: null, timesec: 65 }),
    );
    renderWithHost(<FlashcardsView component={deckComponent()} courseId={COURSE} lessonId={LESSON} pageId={PAGE} mode="presentation" />, studyApi());
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(shownText()).toContain('Front 3');
    expect(screen.getByText('1:05')).toBeTruthy();
  });

  it('continues from the progress saved on the server when the tab kept none', async () => {
    const api = fakeApiClient({
      [`GET user/meta/${COURSE}/${DECK}/standard`]: () => ({
        component_id: DECK, course_id: COURSE, type: 'standard', key: 'CONTINUE', start: null, stop: null, timesec: 5, lesson_id: LESSON, page_id: PAGE,
        value: { left: [card(2), card(3)], know: [card(1)], dontKnow: [], index: 1, viewed: 1, flipped: false, reversed: false, shuffled: false, user_mode: false },
      }),
      [`GET flashcards/schedule/${COURSE}/${DECK}/standard`]: () => ({ cards: [] }),
    });
    renderWithHost(<FlashcardsView component={deckComponent()} courseId={COURSE} lessonId={LESSON} pageId={PAGE} mode="presentation" />, api);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(shownText()).toContain('Front 3');
  });

  it('starts over: the server forgets the progress and the tab keeps the fresh start', async () => {
    const { api } = await startStudying();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await userEvent.click(await screen.findByRole('button', { name: 'Start over' }));
    expect(api.put).toHaveBeenCalledWith(`user/meta-delete/${COURSE}/${DECK}/standard`, undefined);
    expect(JSON.parse(window.sessionStorage.getItem(`flashcards:${COURSE}:${DECK}:standard`) ?? '{}')).toMatchObject({ key: 'START', value: { left: [card(1), card(2), card(3)] } });
    expect(shownText()).toContain('Front 1');
  });

  it('moves a card away in 700 ms and shows the next 200 ms later', async () => {
    preferReducedMotion(false);
    const { stage } = await startStudying();
    vi.useFakeTimers();
    fireEvent.keyDown(stage, { key: 'ArrowUp' });
    expect(stage.querySelector('.lms-flashcard--to-know')?.textContent).toContain('Front 1');
    act(() => vi.advanceTimersByTime(699));
    expect(stage.querySelector('.lms-flashcard--to-know')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(stage.textContent).not.toContain('Front');
    act(() => vi.advanceTimersByTime(199));
    expect(stage.textContent).not.toContain('Front');
    act(() => vi.advanceTimersByTime(1));
    expect(stage.textContent).toContain('Front 2');
  });

  it('ticks the timer every second while studying', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await startStudying();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('0:03')).toBeTruthy();
  });

  it('has no accessibility violations while studying and when finished', async () => {
    const { view } = await startStudying();
    const rules = { runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } };
    expect((await axe.run(view.container, rules)).violations).toEqual([]);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Finished' })).toBeTruthy());
    expect((await axe.run(view.container, rules)).violations).toEqual([]);
  });
});
