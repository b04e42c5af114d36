import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { componentFixture } from '@lms/sdk/testing/web';
import type { ApiClient, CourseMode } from '@lms/sdk/web';
import EReaderView from '../src/web/EReaderView.tsx';
import type { EReaderConfig } from '../src/schemas/eReaderConfig.ts';
import { fetchBook } from '../src/web/epub/fetchBook.ts';
import { twoChapterBook } from './fixtures/sampleBooks.ts';
import { withServices } from './fixtures/webServices.tsx';

// jsdom fetches no same-site address: the book's bytes come from here.
vi.mock('../src/web/epub/fetchBook.ts', () => ({ fetchBook: vi.fn() }));

const COURSE = '6b0000000000000000000001';
const MEDIA = '6b0000000000000000000002';
const HASH = 'e'.repeat(64);

function renderView(config: EReaderConfig, mode: CourseMode = 'presentation', title = 'Reading') {
  const get = vi.fn(async () => ({ location: null, updated_at: null }));
  const view = render(
    withServices(<EReaderView component={componentFixture('e_reader', config, { title })} courseId={COURSE} lessonId="l" pageId="p" mode={mode} />, { get: get as ApiClient['get'] }, mode),
  );
  return { ...view, get };
}

beforeEach(() => {
  vi.mocked(fetchBook).mockReset();
  URL.createObjectURL = vi.fn(() => 'blob:https://lms.test/1');
  URL.revokeObjectURL = vi.fn();
});

describe('EReaderView', () => {
  it('says a book is still to be chosen in edit mode, and shows students nothing', () => {
    const { container, rerender } = renderView({ url: '' }, 'edit');
    expect(screen.getByText('No book has been chosen for this component yet.')).toBeTruthy();
    rerender(withServices(<EReaderView component={componentFixture('e_reader', { url: '' })} courseId={COURSE} lessonId="l" pageId="p" mode="presentation" />, {}));
    expect(container.textContent).toBe('');
  });

  it('reads an EPUB in the page, fetched from its address, keeping the position by its hash', async () => {
    vi.mocked(fetchBook).mockResolvedValue(twoChapterBook());
    const url = `/server/media/${COURSE}/${MEDIA}/tides.epub`;
    const { get } = renderView({ url, file: MEDIA, format: 'epub', hash_id: HASH, title: 'Tides' });
    expect(await screen.findByRole('heading', { name: 'The Moon' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Tides' })).toBeTruthy();
    expect(fetchBook).toHaveBeenCalledWith(url);
    expect(get).toHaveBeenCalledWith(`e_reader/position/${COURSE}/${HASH}/`);
  });

  it('names an untitled book after the component, else its file', async () => {
    vi.mocked(fetchBook).mockResolvedValue(twoChapterBook());
    const config: EReaderConfig = { url: `/server/media/${COURSE}/${MEDIA}/tides.epub`, file: MEDIA, format: 'epub', hash_id: HASH };
    const { unmount } = renderView(config);
    expect(await screen.findByRole('region', { name: 'Reading' })).toBeTruthy();
    unmount();
    renderView(config, 'presentation', '');
    expect(await screen.findByRole('region', { name: 'tides.epub' })).toBeTruthy();
  });

  it("shows a PDF book in the browser's viewer, with links to open and download it", () => {
    const url = `/server/media/${COURSE}/${MEDIA}/atlas.pdf`;
    const { get } = renderView({ url, file: MEDIA, format: 'pdf', hash_id: HASH, title: 'Atlas' });
    expect(screen.getByTitle('Atlas (PDF document)').getAttribute('src')).toBe(url);
    expect(screen.getByRole('figure', { name: 'Atlas' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download the PDF' }).getAttribute('href')).toBe(url);
    expect(screen.getByRole('link', { name: 'Open in a new tab' }).getAttribute('href')).toBe(url);
    expect(fetchBook).not.toHaveBeenCalled();
    expect(get).not.toHaveBeenCalled();
  });
});
