import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ApiError, type ApiClient } from '@lms/sdk/web';
import { EpubReader } from '../src/web/EpubReader.tsx';
import { FONT_STEP_KEY } from '../src/web/useFontScale.ts';
import { POSITION_NOT_LOADED, POSITION_NOT_SAVED, SAVE_DELAY_MS } from '../src/web/useReadingPosition.ts';
import { BOOK_NOT_LOADED } from '../src/web/useOpenedBook.ts';
import { twoChapterBook } from './fixtures/sampleBooks.ts';
import { withServices } from './fixtures/webServices.tsx';

const COURSE = '6b0000000000000000000001';
const HASH = 'd'.repeat(64);
const URL_OF_BOOK = `/server/media/${COURSE}/6b0000000000000000000002/tides.epub`;
const POSITION = `e_reader/position/${COURSE}/${HASH}/`;

interface Setup {
  saved?: string | null;
  get?: ApiClient['get'];
  put?: ApiClient['put'];
  loadBook?: (url: string) => Promise<Uint8Array>;
  hashId?: string;
}

function renderReader({ saved = null, get, put, loadBook = async () => twoChapterBook(), hashId = HASH }: Setup = {}) {
  const api = {
    get: vi.fn(get ?? (async () => ({ location: saved, updated_at: saved ? '2026-01-01T00:00:00.000Z' : null }))),
    put: vi.fn(put ?? (async () => ({}))),
  };
  const view = render(withServices(<EpubReader url={URL_OF_BOOK} hashId={hashId} courseId={COURSE} title="Tides & Currents" loadBook={loadBook} />, api as Partial<ApiClient>));
  return { ...view, api };
}

const position = () => screen.getByText(/^Chapter \d+ of \d+$/);
const chapterText = () => screen.getByRole('article', { name: 'Chapter text' });
const saveDelay = { timeout: SAVE_DELAY_MS + 2000 };

let created = 0;
beforeEach(() => {
  created = 0;
  window.localStorage.clear();
  URL.createObjectURL = vi.fn(() => `blob:https://lms.test/${++created}`);
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('EpubReader', () => {
  it('opens the book at its first chapter in a named region, with its images as blob: addresses', async () => {
    const { api } = renderReader();
    const region = screen.getByRole('region', { name: 'Tides & Currents' });
    expect(within(region).getByText('Opening the book…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'The Moon' })).toBeTruthy();
    expect(position().textContent).toBe('Chapter 1 of 2');
    expect(position().getAttribute('role')).toBe('status');
    expect(api.get).toHaveBeenCalledWith(POSITION);
    // Restoring moves nobody's focus.
    expect(document.activeElement).toBe(document.body);
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(within(chapterText()).getByRole('img', { name: 'A wave' }).getAttribute('src')).toBe('blob:https://lms.test/1');
  });

  it('pages through chapters, moving focus to each heading, and saves where the reader is', async () => {
    const { api } = renderReader();
    await screen.findByRole('heading', { name: 'The Moon' });
    const previous = screen.getByRole('button', { name: /Previous/ });
    const next = screen.getByRole('button', { name: /Next/ });
    expect(previous.hasAttribute('disabled')).toBe(true);
    await userEvent.click(next);
    expect(position().textContent).toBe('Chapter 2 of 2');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Tides' }));
    expect(next.hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(api.put).toHaveBeenCalledWith(POSITION, { location: '1' }), saveDelay);
    await userEvent.click(previous);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'The Moon' }));
    await waitFor(() => expect(api.put).toHaveBeenLastCalledWith(POSITION, { location: '0' }), saveDelay);
    expect(api.put).toHaveBeenCalledTimes(2);
  });

  it('saves once after quick paging, and saves the last move when the reader closes', async () => {
    const { api, unmount } = renderReader();
    await screen.findByRole('heading', { name: 'The Moon' });
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await userEvent.click(screen.getByRole('button', { name: /Previous/ }));
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(api.put).not.toHaveBeenCalled();
    unmount();
    expect(api.put).toHaveBeenCalledTimes(1);
    expect(api.put).toHaveBeenCalledWith(POSITION, { location: '1' });
  });

  it('turns chapters with the arrow keys while the reader has focus, not with a modifier key', async () => {
    renderReader();
    await screen.findByRole('heading', { name: 'The Moon' });
    chapterText().focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(position().textContent).toBe('Chapter 2 of 2');
    await userEvent.keyboard('{ArrowRight}');
    expect(position().textContent).toBe('Chapter 2 of 2');
    await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    expect(position().textContent).toBe('Chapter 2 of 2');
    await userEvent.keyboard('{ArrowLeft}');
    expect(position().textContent).toBe('Chapter 1 of 2');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'The Moon' }));
  });

  it('opens the table of contents, goes to a section and focuses it', async () => {
    const { api } = renderReader();
    await screen.findByRole('heading', { name: 'The Moon' });
    const toggle = screen.getByRole('button', { name: 'Contents' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Table of contents' })).toBeNull();
    await userEvent.click(toggle);
    const toc = screen.getByRole('navigation', { name: 'Table of contents' });
    expect(toggle.getAttribute('aria-controls')).toBe(toc.id);
    expect(within(toc).getByRole('button', { name: 'The Moon' }).getAttribute('aria-current')).toBe('location');
    expect(within(toc).getByText('Part two').tagName).toBe('SPAN');
    await userEvent.click(within(toc).getByRole('button', { name: 'Spring tides' }));
    expect(position().textContent).toBe('Chapter 2 of 2');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Spring tides' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(api.put).toHaveBeenCalledWith(POSITION, { location: '1#spring' }), saveDelay);
  });

  it('follows links inside the book in the reader, and opens links out of it in a new tab', async () => {
    renderReader();
    await screen.findByRole('heading', { name: 'The Moon' });
    const outside = screen.getByRole('link', { name: 'a tide table' });
    expect([outside.getAttribute('target'), outside.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    await userEvent.click(screen.getByRole('link', { name: 'spring tides' }));
    expect(position().textContent).toBe('Chapter 2 of 2');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Spring tides' }));
    await userEvent.click(screen.getByRole('link', { name: 'the moon' }));
    expect(position().textContent).toBe('Chapter 1 of 2');
  });

  it('reopens where the reader left off, chapter and place', async () => {
    const { api } = renderReader({ saved: '1#spring' });
    expect(await screen.findByRole('heading', { name: 'Spring tides' })).toBeTruthy();
    expect(position().textContent).toBe('Chapter 2 of 2');
    expect(document.activeElement).toBe(document.body);
    await new Promise((resolve) => setTimeout(resolve, SAVE_DELAY_MS + 100));
    expect(api.put).not.toHaveBeenCalled();
  });

  it('opens at the chapter its address asks for (the viewer_url of ereader/redshelf), whatever was saved', async () => {
    window.history.pushState(null, '', '/?location=1');
    try {
      renderReader({ saved: '0' });
      expect(await screen.findByRole('heading', { name: 'Spring tides' })).toBeTruthy();
      expect(position().textContent).toBe('Chapter 2 of 2');
    } finally {
      window.history.pushState(null, '', '/');
    }
  });

  it('starts at the beginning when the saved place is not in this book', async () => {
    renderReader({ saved: '7' });
    await screen.findByRole('heading', { name: 'The Moon' });
    expect(position().textContent).toBe('Chapter 1 of 2');
  });

  it('keeps no position for a book without a content hash', async () => {
    const { api } = renderReader({ hashId: '' });
    await screen.findByRole('heading', { name: 'The Moon' });
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await new Promise((resolve) => setTimeout(resolve, SAVE_DELAY_MS + 100));
    expect(api.get).not.toHaveBeenCalled();
    expect(api.put).not.toHaveBeenCalled();
  });

  it('says so, and goes on reading, when the position cannot be loaded or saved', async () => {
    renderReader({
      get: async () => {
        throw new ApiError(500, 'internal', 'Boom');
      },
      put: async () => {
        throw new ApiError(0, 'connection', 'Connection error. Try again later.');
      },
    });
    expect(await screen.findByText(POSITION_NOT_LOADED)).toBeTruthy();
    expect(position().textContent).toBe('Chapter 1 of 2');
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText(POSITION_NOT_SAVED, {}, saveDelay)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tides' })).toBeTruthy();
  });

  it('makes the text smaller or larger, and this browser remembers it', async () => {
    const { unmount } = renderReader();
    await screen.findByRole('heading', { name: 'The Moon' });
    expect(chapterText().style.fontSize).toBe('1em');
    await userEvent.click(screen.getByRole('button', { name: 'Larger text' }));
    await userEvent.click(screen.getByRole('button', { name: 'Larger text' }));
    expect(chapterText().style.fontSize).toBe('1.3em');
    expect(screen.getByText(/130%/).textContent).toBe('Text size 130%');
    expect(window.localStorage.getItem(FONT_STEP_KEY)).toBe('3');
    unmount();
    renderReader();
    await screen.findByRole('heading', { name: 'The Moon' });
    expect(chapterText().style.fontSize).toBe('1.3em');
    const smaller = screen.getByRole('button', { name: 'Smaller text' });
    for (let i = 0; i < 3; i++) await userEvent.click(smaller);
    expect(chapterText().style.fontSize).toBe('0.85em');
    expect(smaller.hasAttribute('disabled')).toBe(true);
  });

  it('says why a book cannot be opened, and offers it for download', async () => {
    renderReader({ loadBook: async () => new TextEncoder().encode('not a zip') });
    expect((await screen.findByRole('alert')).textContent).toBe('This file is not an EPUB book: it could not be unzipped.');
    expect(screen.getByRole('link', { name: 'Download the book' }).getAttribute('href')).toBe(URL_OF_BOOK);
  });

  it('says the book could not be loaded when fetching it fails', async () => {
    renderReader({ loadBook: async () => Promise.reject(new Error('The book could not be loaded (404).')) });
    expect((await screen.findByRole('alert')).textContent).toBe(BOOK_NOT_LOADED);
  });

  it("revokes the book's image addresses when it closes", async () => {
    const { unmount } = renderReader({ saved: '1' });
    await screen.findByRole('img', { name: 'A wave' });
    await act(async () => unmount());
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:https://lms.test/1');
  });

  it('opens the other book when its address changes, and closes the first', async () => {
    const loadBook = vi.fn(async (url: string) => (url === URL_OF_BOOK ? twoChapterBook() : new TextEncoder().encode('not a zip')));
    const api = { get: vi.fn(async () => ({ location: '1', updated_at: '2026-01-01T00:00:00.000Z' })), put: vi.fn(async () => ({})) };
    const reader = (url: string) => withServices(<EpubReader url={url} hashId={HASH} courseId={COURSE} title="Tides & Currents" loadBook={loadBook} />, api as Partial<ApiClient>);
    const view = render(reader(URL_OF_BOOK));
    await screen.findByRole('img', { name: 'A wave' });
    view.rerender(reader('/server/media/other.epub'));
    expect((await screen.findByRole('alert')).textContent).toBe('This file is not an EPUB book: it could not be unzipped.');
    expect(loadBook).toHaveBeenLastCalledWith('/server/media/other.epub');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:https://lms.test/1');
    view.unmount();
  });
});
