import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { ControlledEditor, fakeApiClient } from '@lms/sdk/testing/web';
import { withTypedCalls, type RawApiClient } from '@lms/sdk/web';
import type { DeckResult } from '../src/calls/progressCalls.ts';
import type { FlashcardsConfig } from '../src/schemas/flashcardsConfig.ts';
import ResultsScreen from '../src/web/ResultsScreen.tsx';
import FlashcardsEditor from '../src/web/FlashcardsEditor.tsx';
import FlashcardsView from '../src/web/FlashcardsView.tsx';
import manifest from '../src/web/index.tsx';
import { COURSE, DECK, LESSON, PAGE, card, deckComponent, preferReducedMotion, renderWithHost } from './webFixture.tsx';

const AXE = { runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } };

function result(n: number, overrides: Partial<DeckResult> = {}): DeckResult {
  return {
    component_id: `6c0000000000000000000e${n.toString(16).padStart(2, '0')}`,
    title: `Deck ${n}`,
    type: 'standard',
    key: 'FINISHED',
    lesson_id: LESSON,
    page_id: PAGE,
    know: [{ _id: card(1), frontText: 'France', backText: 'Paris' }],
    dontKnow: [{ _id: card(2), frontText: 'Japan', backText: 'Tokyo' }, { _id: card(3), frontText: 'Kenya', backText: 'Nairobi' }],
    left: 0,
    timesec: 30,
    stop: null,
    ...overrides,
  };
}

beforeEach(() => {
  window.sessionStorage.clear();
  preferReducedMotion(true);
});

describe('the flashcards results page (part 2 §2)', () => {
  it('lists 10 results a page and opens know / dont-know tabs with a link back to the page', async () => {
    const api = fakeApiClient({
      [`GET user/meta-course/${COURSE}`]: () => ({ results: Array.from({ length: 12 }, (_, index) => result(index + 1)) }),
      [`GET flashcards/schedule/${COURSE}/${result(12).component_id}/standard`]: () => ({
        cards: [{ component_id: result(12).component_id, type: 'standard', card_id: card(2), due: '2030-01-02T10:00:00.000Z', last_review: '2030-01-01T10:00:00.000Z', interval_days: 1, state: 'review', reps: 1, lapses: 1 }],
      }),
    });
    const view = renderWithHost(<ResultsScreen params={{ courseId: COURSE }} />, api);
    expect(await screen.findByRole('button', { name: 'Deck 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deck 11' })).toBeNull();
    expect((await axe.run(view.container, AXE)).violations).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('button', { name: 'Deck 11' })).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Deck 12' }));
    const dialog = screen.getByRole('dialog', { name: 'Deck 12' });
    expect(within(dialog).getByRole('tab', { name: 'Know (1)' }).getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByRole('tabpanel').textContent).toContain('France: Paris');
    expect(document.activeElement).toBe(within(dialog).getByRole('tab', { name: 'Know (1)' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(within(dialog).getByRole('tab', { name: "Don't know (2)" }));
    expect(within(dialog).getByRole('tabpanel').textContent).toContain('Japan: Tokyo');
    await waitFor(() => expect(within(dialog).getByRole('tabpanel').textContent).toMatch(/Japan: Tokyo Next review .*\(1 day\)/));
    expect(within(dialog).getByRole('tabpanel').textContent).toContain('Kenya: Nairobi');
    expect(within(dialog).getByRole('link', { name: 'Go to the page with this deck' }).getAttribute('href')).toBe(`/${COURSE}/${LESSON}/${PAGE}`);
    expect((await axe.run(dialog, AXE)).violations).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when nothing was studied', async () => {
    renderWithHost(<ResultsScreen params={{ courseId: COURSE }} />, fakeApiClient({ [`GET user/meta-course/${COURSE}`]: () => ({ results: [] }) }));
    expect(await screen.findByText('You have not studied any flashcards in this course yet.')).toBeTruthy();
  });
});

describe('CSV import in the deck editor (part 2 §5)', () => {
  it('refuses a file not ending .csv with the spec message for 2 s', async () => {
    const { notify } = renderWithHost(<ControlledEditor Editor={FlashcardsEditor} component={deckComponent({ flashcards: [] })} onChange={() => undefined} />, fakeApiClient({}));
    await userEvent.upload(screen.getByLabelText('Import cards from a CSV file'), new File(['a,b'], 'cards.txt', { type: 'text/plain' }), { applyAccept: false });
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'error', message: 'Please select a file with the .csv extension.', timeout: 2000 }));
    expect(screen.queryByLabelText('Card 1 front text')).toBeNull();
  });

  it('keeps the cards of two files whose reading ends together', async () => {
    const reads: ((text: string) => void)[] = [];
    /** A CSV file whose text arrives when the test says. */
    const slowCsv = (name: string) => Object.assign(new File([''], name, { type: 'text/csv' }), { text: () => new Promise<string>((resolve) => reads.push(resolve)) });
    const configs: FlashcardsConfig[] = [];
    renderWithHost(<ControlledEditor Editor={FlashcardsEditor} component={deckComponent({ flashcards: [] })} onChange={(config) => configs.push(config)} />, fakeApiClient({}));
    await userEvent.upload(screen.getByLabelText('Import cards from a CSV file'), slowCsv('animals.csv'));
    await userEvent.upload(screen.getByLabelText('Import cards from a CSV file'), slowCsv('colours.csv'));
    await waitFor(() => expect(reads).toHaveLength(2));
    await act(async () => {
      reads[0]!('Dog,Chien\n');
      reads[1]!('Red,Rouge\n');
    });
    expect(configs.at(-1)?.flashcards.map((each) => each.frontText)).toEqual(['Dog', 'Red']);
  });

  it('adds a card per row, dropping trailing short rows', async () => {
    renderWithHost(<ControlledEditor Editor={FlashcardsEditor} component={deckComponent({ flashcards: [] })} onChange={() => undefined} />, fakeApiClient({}));
    await userEvent.upload(screen.getByLabelText('Import cards from a CSV file'), new File(['Dog,Chien\nCat,Chat\nx\n'], 'cards.csv', { type: 'text/csv' }));
    expect(((await screen.findByLabelText('Card 2 back text')) as HTMLTextAreaElement).value).toBe('Chat');
    expect(screen.queryByLabelText('Card 3 front text')).toBeNull();
  });
});

describe('card media in the deck editor', () => {
  it('keeps what the author typed on the card while its media was uploading', async () => {
    let answer!: (uploaded: unknown) => void;
    const upload = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const api = withTypedCalls({ get: vi.fn(async () => ({ files: [] })), post: vi.fn(), put: vi.fn(), delete: vi.fn(), upload } as unknown as RawApiClient);
    const configs: FlashcardsConfig[] = [];
    renderWithHost(<ControlledEditor Editor={FlashcardsEditor} component={deckComponent()} onChange={(config) => configs.push(config)} />, api);
    await userEvent.click(screen.getByRole('button', { name: 'Add card 1 front media' }));
    await userEvent.upload((await screen.findAllByLabelText('File'))[0]!, new File(['png'], 'paris.png', { type: 'image/png' }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Upload' })[0]!);
    const front = screen.getByLabelText('Card 1 front text');
    await userEvent.clear(front);
    await userEvent.type(front, 'The capital of France');
    answer({ data: { _id: card(9), url: '/server/media/paris.png', extension: 'png', alt_text: 'The Eiffel tower' }, mimetype: 'image/png' });
    await screen.findByText('image: /server/media/paris.png');
    expect(configs.at(-1)?.flashcards[0]).toEqual({
      _id: card(1),
      frontText: 'The capital of France',
      backText: 'Back 1',
      front: { url: '/server/media/paris.png', extension: 'png', type: 'image', alt_text: 'The Eiffel tower' },
    });
  });
});

describe('the student own cards', () => {
  it('adds a card, saves the list and studies it', async () => {
    let saved: unknown[] = [];
    const api = fakeApiClient({
      [`GET user/meta/${COURSE}/${DECK}/standard`]: () => undefined,
      [`GET user/meta/${COURSE}/${DECK}/user`]: () => undefined,
      [`GET flashcards/schedule/${COURSE}/${DECK}/standard`]: () => ({ cards: [] }),
      [`GET flashcards/schedule/${COURSE}/${DECK}/user`]: () => ({ cards: [] }),
      [`GET user/flashcards/${COURSE}/${DECK}`]: () => ({ value: saved }),
      'POST user/flashcards-save': (body) => {
        saved = (body as { value: unknown[] }).value;
        return { value: saved };
      },
    });
    const view = renderWithHost(<FlashcardsView component={deckComponent()} courseId={COURSE} lessonId={LESSON} pageId={PAGE} mode="presentation" />, api);
    await userEvent.click(await screen.findByRole('button', { name: 'My cards' }));
    expect(await screen.findByText('You have no cards of your own yet: add some above.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add a card' }));
    await userEvent.type(screen.getByLabelText('Card 1 front'), 'Mine');
    await userEvent.type(screen.getByLabelText('Card 1 back'), 'Yours');
    await userEvent.click(screen.getByRole('button', { name: 'Save my cards' }));
    expect(await screen.findByRole('button', { name: 'Start' })).toBeTruthy();
    expect(saved).toEqual([expect.objectContaining({ frontText: 'Mine', backText: 'Yours' })]);
    expect((await axe.run(view.container, AXE)).violations).toEqual([]);
  });
});

describe('each card interval and next due date', () => {
  it('shows them under the card and in the review schedule', async () => {
    const api = fakeApiClient({
      [`GET user/meta/${COURSE}/${DECK}/standard`]: () => undefined,
      [`GET flashcards/schedule/${COURSE}/${DECK}/standard`]: () => ({
        cards: [{ component_id: DECK, type: 'standard', card_id: card(1), due: '2030-01-04T10:00:00.000Z', last_review: '2030-01-01T10:00:00.000Z', interval_days: 3, state: 'review', reps: 1, lapses: 0 }],
      }),
    });
    renderWithHost(<FlashcardsView component={deckComponent()} courseId={COURSE} lessonId={LESSON} pageId={PAGE} mode="presentation" />, api);
    const schedule = await screen.findByText('Review schedule');
    expect(schedule.closest('details')?.textContent).toMatch(/Front 1: Next review .*2030 \(3 days\)/);
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByRole('group', { name: /^Card 1/ }).textContent).toMatch(/Next review .*\(3 days\)/);
  });
});

describe('the web manifest', () => {
  it('gives the flashcards type, the results page, the review and the settings screens', () => {
    expect(manifest.id).toBe('flashcards');
    expect(Object.keys(manifest.screens ?? {})).toEqual(['reports.flashcards', 'flashcards.review', 'flashcards.settings']);
    expect(manifest.components?.flashcards?.View).toBeTruthy();
  });
});
