import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ControlledEditor, componentFixture } from '@lms/sdk/testing/web';
import type { ApiClient, MediaFile } from '@lms/sdk/web';
import EReaderEditor, { NOT_A_BOOK_FILE } from '../src/web/EReaderEditor.tsx';
import { NOT_A_BOOK_ADDRESS, type EReaderConfig } from '../src/schemas/eReaderConfig.ts';
import { withServices } from './fixtures/webServices.tsx';

const COURSE = '6b0000000000000000000001';

function mediaFile(overrides: Partial<MediaFile>): MediaFile {
  return {
    _id: '6b00000000000000000000f1',
    course_id: COURSE,
    library: 'files',
    name: 'tides.epub',
    display_name: 'Tides and Currents',
    extension: 'epub',
    mimetype: 'application/epub+zip',
    type: 'document',
    size: 4096,
    sha256: 'f'.repeat(64),
    url: `/server/media/${COURSE}/6b00000000000000000000f1/tides.epub`,
    thumbnail_url: null,
    width: null,
    height: null,
    alt_text: null,
    caption: null,
    subtitles_array: [],
    description_array: [],
    owned_by: null,
    created_at: '2026-01-01T00:00:00.000Z',
    converting: false,
    conversion_error: null,
    ...overrides,
  };
}

const EPUB = mediaFile({});
const PDF = mediaFile({ _id: '6b00000000000000000000f2', name: 'atlas.pdf', display_name: 'Atlas', extension: 'pdf', type: 'pdf', sha256: '1'.repeat(64), url: `/server/media/${COURSE}/6b00000000000000000000f2/atlas.pdf` });

function renderEditor(initial: EReaderConfig, api: Partial<ApiClient>, errors: Record<string, string> = {}) {
  const onChange = vi.fn<(value: EReaderConfig) => void>();
  render(withServices(<ControlledEditor Editor={EReaderEditor} component={componentFixture('e_reader', initial, { course_id: COURSE })} errors={errors} onChange={onChange} />, api, 'edit'));
  return { onChange, last: () => onChange.mock.lastCall?.[0] };
}

describe('EReaderEditor', () => {
  it("offers the EPUB and PDF files of the course's file library, and picking one fills the config", async () => {
    const get = vi.fn(async () => ({ files: [EPUB, PDF] }));
    const { last } = renderEditor({ url: '' }, { get: get as ApiClient['get'] });
    expect(screen.getByText(/No book chosen yet/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: /Tides and Currents/ }));
    expect(get).toHaveBeenCalledWith(`files/${COURSE}/?ext=${encodeURIComponent('epub,pdf')}`);
    expect(last()).toEqual({ url: EPUB.url, file: EPUB._id, format: 'epub', hash_id: EPUB.sha256, title: 'Tides and Currents' });
    expect(screen.getByText('Tides and Currents', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Tides and Currents/ }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: /Atlas/ }));
    expect(last()).toEqual({ url: PDF.url, file: PDF._id, format: 'pdf', hash_id: PDF.sha256, title: 'Atlas' });
  });

  it('edits the title, leaving it out when emptied', async () => {
    const chosen: EReaderConfig = { url: EPUB.url, file: EPUB._id, format: 'epub', hash_id: EPUB.sha256, title: 'Tides' };
    const { last } = renderEditor(chosen, { get: (async () => ({ files: [EPUB] })) as ApiClient['get'] });
    const title = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    expect(last()).toEqual({ url: EPUB.url, file: EPUB._id, format: 'epub', hash_id: EPUB.sha256 });
    await userEvent.type(title, 'Ebb');
    expect(last()).toEqual({ ...chosen, title: 'Ebb' });
  });

  it('uploads a book and picks it, but refuses a file that is no book', async () => {
    const upload = vi.fn(async () => ({ data: mediaFile({ _id: '6b00000000000000000000f3', name: 'notes.docx', display_name: 'Notes', extension: 'docx' }), mimetype: 'application/msword' }));
    const { onChange } = renderEditor({ url: '' }, { get: (async () => ({ files: [] })) as ApiClient['get'], upload: upload as ApiClient['upload'] });
    await screen.findByText('Nothing here yet: upload a file below.');
    expect(screen.getByLabelText('File').getAttribute('accept')).toBe('.epub,.pdf');
    // The file input's accept list is only a hint to the browser's file chooser.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('File'), new File(['x'], 'notes.docx'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(NOT_A_BOOK_FILE)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    upload.mockResolvedValueOnce({ data: EPUB, mimetype: 'application/epub+zip' });
    await user.upload(screen.getByLabelText('File'), new File(['x'], 'tides.epub'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ file: EPUB._id, hash_id: EPUB.sha256 })));
    expect(screen.queryByText(NOT_A_BOOK_FILE)).toBeNull();
  });

  it('shows the save errors about the book, and any other', async () => {
    renderEditor({ url: EPUB.url, format: 'epub' }, { get: (async () => ({ files: [] })) as ApiClient['get'] }, { file: NOT_A_BOOK_ADDRESS, title: 'The title must be text.', extra: 'Unknown field "extra"' });
    await screen.findByText('Nothing here yet: upload a file below.');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([NOT_A_BOOK_ADDRESS, 'The title must be text.', 'Unknown field "extra"']);
  });
});
