import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@lms/sdk/web';
import NotesPanel from '../../src/web/notes/NotesPanel.tsx';
import NotesScreen from '../../src/web/notes/NotesScreen.tsx';
import { NOTE_RETRY_DELAYS_MS, NOTE_SAVE_DEBOUNCE_MS } from '../../src/web/notes/noteTiming.ts';
import { COURSE, LESSON, OTHER_PAGE, PAGE, renderWithShell, violations } from './studyToolsFixture.tsx';

const notePath = (pageId = PAGE) => `study-tools/notes/${COURSE}/${LESSON}/${pageId}/`;

afterEach(() => vi.useRealTimers());

async function openPanel(routes: Parameters<typeof renderWithShell>[1], place?: Parameters<typeof renderWithShell>[2]) {
  const view = renderWithShell(<NotesPanel />, routes, place);
  const box = await screen.findByRole('textbox', { name: /Your note on this page/ });
  vi.useFakeTimers({ shouldAdvanceTime: false });
  return { ...view, box: box as HTMLTextAreaElement };
}

describe('the notes panel', () => {
  it("shows the page's note and saves what is typed after a pause, saying so", async () => {
    const saved: string[] = [];
    const { box, api, container } = await openPanel({
      [`GET ${notePath()}`]: () => ({ text: 'First thoughts', updated_at: '2026-03-02T10:00:00.000Z' }),
      [`PUT ${notePath()}`]: (body) => {
        saved.push((body as { text: string }).text);
        return { text: (body as { text: string }).text, updated_at: '2026-03-02T10:01:00.000Z' };
      },
    });
    expect(box.value).toBe('First thoughts');
    expect(screen.getByRole('status').textContent).toBe('All changes saved.');
    fireEvent.change(box, { target: { value: 'First thoughts, then more' } });
    expect(screen.getByRole('status').textContent).toBe('Changes not saved yet…');
    await act(() => vi.advanceTimersByTimeAsync(NOTE_SAVE_DEBOUNCE_MS - 1));
    expect(api.put).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(saved).toEqual(['First thoughts, then more']);
    expect(screen.getByRole('status').textContent).toBe('All changes saved.');
    vi.useRealTimers();
    expect(await violations(container)).toEqual([]);
  });

  it('saves at once when the panel closes, before the pause ends', async () => {
    const saved: string[] = [];
    const { box, unmount } = await openPanel({
      [`GET ${notePath()}`]: () => ({ text: '', updated_at: null }),
      [`PUT ${notePath()}`]: (body) => {
        saved.push((body as { text: string }).text);
        return { text: (body as { text: string }).text, updated_at: '2026-03-02T10:01:00.000Z' };
      },
    });
    fireEvent.change(box, { target: { value: 'Typed and closed' } });
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(saved).toEqual(['Typed and closed']);
  });

  it('saves to the page being left when the reader moves to another page', async () => {
    const saved: string[] = [];
    const routes = {
      [`GET ${notePath()}`]: () => ({ text: '', updated_at: null }),
      [`PUT ${notePath()}`]: (body: unknown) => {
        saved.push(`page 1: ${(body as { text: string }).text}`);
        return { text: (body as { text: string }).text, updated_at: '2026-03-02T10:01:00.000Z' };
      },
      [`GET ${notePath(OTHER_PAGE)}`]: () => ({ text: 'Page two note', updated_at: '2026-03-02T09:00:00.000Z' }),
    };
    const { box, rerenderAt } = await openPanelAt(routes);
    fireEvent.change(box, { target: { value: 'About page one' } });
    rerenderAt(OTHER_PAGE);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(saved).toEqual(['page 1: About page one']);
    vi.useRealTimers();
    expect(((await screen.findByDisplayValue('Page two note')) as HTMLTextAreaElement).value).toBe('Page two note');
  });

  it('shows a failed save, retries by itself and on "Save now", and never drops the text', async () => {
    let calls = 0;
    const { box } = await openPanel({
      [`GET ${notePath()}`]: () => ({ text: '', updated_at: null }),
      [`PUT ${notePath()}`]: (body) => {
        calls += 1;
        if (calls <= 2) throw new ApiError(503, 'unavailable', 'Service unavailable');
        return { text: (body as { text: string }).text, updated_at: '2026-03-02T10:01:00.000Z' };
      },
    });
    fireEvent.change(box, { target: { value: 'Do not lose me' } });
    await act(() => vi.advanceTimersByTimeAsync(NOTE_SAVE_DEBOUNCE_MS));
    expect(screen.getByRole('status').textContent).toBe('Could not save your note. Trying again…');
    await act(() => vi.advanceTimersByTimeAsync(NOTE_RETRY_DELAYS_MS[0]));
    expect(calls).toBe(2);
    expect(box.value).toBe('Do not lose me');
    fireEvent.click(screen.getByRole('button', { name: 'Save now' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls).toBe(3);
    expect(screen.getByRole('status').textContent).toBe('All changes saved.');
  });

  it('asks for a page when none is open, and links to every note', async () => {
    renderWithShell(<NotesPanel />, {}, { place: { courseId: COURSE } });
    expect(screen.getByText('Open a page to write a note on it.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All my notes in this course' }).getAttribute('href')).toBe(`/${COURSE}/notes`);
  });

  it('says notes are not available on a page the reader may not see', async () => {
    renderWithShell(<NotesPanel />, {});
    expect(await screen.findByText('Notes are not available on this page.')).toBeTruthy();
  });

  it('offers to try again when the note could not be read', async () => {
    let fail = true;
    renderWithShell(<NotesPanel />, {
      [`GET ${notePath()}`]: () => {
        if (fail) throw new ApiError(503, 'unavailable', 'Service unavailable');
        return { text: 'Back again', updated_at: '2026-03-02T10:00:00.000Z' };
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Your note could not be loaded.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(((await screen.findByRole('textbox', { name: /Your note on this page/ })) as HTMLTextAreaElement).value).toBe('Back again');
  });
});

/** The panel on PAGE, with a way to move the reader to another page of the lesson. */
async function openPanelAt(routes: Parameters<typeof renderWithShell>[1]) {
  const view = renderWithShell(<NotesPanel />, routes);
  const box = (await screen.findByRole('textbox', { name: /Your note on this page/ })) as HTMLTextAreaElement;
  vi.useFakeTimers({ shouldAdvanceTime: false });
  return { box, rerenderAt: (pageId: string) => view.moveTo({ courseId: COURSE, lessonId: LESSON, pageId }) };
}

describe('the notes screen (/{courseId}/notes)', () => {
  it('lists every note by lesson, each linked to its page', async () => {
    const { container } = renderWithShell(<NotesScreen params={{ courseId: COURSE }} />, {
      [`GET study-tools/notes/${COURSE}/`]: () => ({
        notes: [
          { lesson_id: LESSON, page_id: PAGE, lesson_title: 'Cells', page_title: 'Membranes', text: 'Osmosis!\nAsk about it.', updated_at: '2026-03-02T10:00:00.000Z' },
          { lesson_id: LESSON, page_id: OTHER_PAGE, lesson_title: 'Cells', page_title: 'Walls', text: 'Plants only', updated_at: '2026-03-03T10:00:00.000Z' },
        ],
      }),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Cells' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Membranes' }).getAttribute('href')).toBe(`/${COURSE}/${LESSON}/${PAGE}`);
    expect(screen.getByRole('link', { name: 'Walls' }).getAttribute('href')).toBe(`/${COURSE}/${LESSON}/${OTHER_PAGE}`);
    expect(screen.getByText(/Ask about it/).textContent).toBe('Osmosis!\nAsk about it.');
    expect(await violations(container)).toEqual([]);
  });

  it('says so when there is no note yet', async () => {
    renderWithShell(<NotesScreen params={{ courseId: COURSE }} />, { [`GET study-tools/notes/${COURSE}/`]: () => ({ notes: [] }) });
    expect(await screen.findByText(/You have no notes in this course yet/)).toBeTruthy();
  });
});

