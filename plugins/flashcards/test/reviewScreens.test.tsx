import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { fakeApiClient } from '@lms/sdk/testing/web';
import type { DueCard } from '../src/calls/reviewCalls.ts';
import ReviewScreen from '../src/web/ReviewScreen.tsx';
import SettingsScreen from '../src/web/SettingsScreen.tsx';
import { MAXIMUM_INTERVAL_MESSAGE, RETENTION_MESSAGE } from '../src/calls/reviewCalls.ts';
import { COURSE, DECK, LESSON, PAGE, card, preferReducedMotion, renderWithHost } from './webFixture.tsx';

const AXE = { runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } };
const OTHER_DECK = '6c00000000000000000000d1';

function due(componentId: string, n: number, title: string): DueCard {
  return { component_id: componentId, type: 'standard', card_id: card(n), due: '2030-01-02T10:00:00.000Z', last_review: '2030-01-01T10:00:00.000Z', interval_days: 1, state: 'review', reps: 1, lapses: 1, title, lesson_id: LESSON, page_id: PAGE, frontText: `Front ${n}`, backText: `Back ${n}` };
}

beforeEach(() => preferReducedMotion(true));

describe('the due-today review across decks', () => {
  it('studies the due cards of every deck and schedules each answer on its own deck', async () => {
    const api = fakeApiClient({
      [`GET flashcards/due/${COURSE}`]: () => ({ cards: [due(DECK, 1, 'Capitals'), due(OTHER_DECK, 1, 'Rivers')] }),
      [`POST flashcards/review/${COURSE}`]: () => ({ ...due(DECK, 1, 'x'), due: '2030-01-05T10:00:00.000Z' }),
    });
    const view = renderWithHost(<ReviewScreen params={{ courseId: COURSE }} />, api);
    await userEvent.click(await screen.findByRole('button', { name: 'Start' }));
    expect(screen.getByRole('link', { name: 'Capitals' }).getAttribute('href')).toBe(`/${COURSE}/${LESSON}/${PAGE}`);
    expect((await axe.run(view.container, AXE)).violations).toEqual([]);
    screen.getByRole('group', { name: /^Card/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Rivers' })).toBeTruthy();
    await userEvent.keyboard('{ArrowUp}');
    expect(await screen.findByRole('heading', { name: 'Finished' })).toBeTruthy();
    const answers = api.post.mock.calls.map(([, body]) => body as { component_id: string; card_id: string; answer: string });
    expect(answers.map((answer) => [answer.component_id, answer.card_id, answer.answer])).toEqual([[DECK, card(1), 'dontKnow'], [OTHER_DECK, card(1), 'know']]);
  });

  it('says when nothing is due', async () => {
    renderWithHost(<ReviewScreen params={{ courseId: COURSE }} />, fakeApiClient({ [`GET flashcards/due/${COURSE}`]: () => ({ cards: [] }) }));
    expect(await screen.findByText('No cards are due today. Well done!')).toBeTruthy();
  });
});

describe('the scheduler settings', () => {
  it('refuses values out of range with the call messages, and saves good ones', async () => {
    const api = fakeApiClient({
      [`GET flashcards/settings/${COURSE}`]: () => ({ request_retention: 0.9, maximum_interval: 36500, defaults: true }),
      [`PUT flashcards/settings/${COURSE}`]: (body) => ({ ...(body as object), defaults: false }),
    });
    const view = renderWithHost(<SettingsScreen params={{ courseId: COURSE }} />, api);
    const retention = await screen.findByLabelText('Requested retention');
    expect(screen.getByText(/This course uses the defaults/)).toBeTruthy();
    await userEvent.clear(retention);
    await userEvent.type(retention, '1.5');
    await userEvent.clear(screen.getByLabelText('Maximum interval (days)'));
    await userEvent.type(screen.getByLabelText('Maximum interval (days)'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(RETENTION_MESSAGE)).toBeTruthy();
    expect(screen.getByText(MAXIMUM_INTERVAL_MESSAGE)).toBeTruthy();
    expect(api.put).not.toHaveBeenCalled();
    expect((await axe.run(view.container, AXE)).violations).toEqual([]);
    await userEvent.clear(retention);
    await userEvent.type(retention, '0.85');
    await userEvent.clear(screen.getByLabelText('Maximum interval (days)'));
    await userEvent.type(screen.getByLabelText('Maximum interval (days)'), '365');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.put).toHaveBeenCalledWith(`flashcards/settings/${COURSE}`, { request_retention: 0.85, maximum_interval: 365 }));
  });
});
