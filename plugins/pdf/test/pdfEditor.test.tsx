import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { appliedChange, type MediaFile, type ValueChange } from '@lms/sdk/web';
import { ControlledEditor, componentFixture } from '@lms/sdk/testing/web';
import PdfEditor from '../src/web/PdfEditor.tsx';
import type { PdfConfig } from '../src/schemas/pdfConfig.ts';
import { fakeApi, withServices } from './pdfFixture.tsx';

function renderEditor(value: PdfConfig, errors: Record<string, string> = {}, files: MediaFile[] = []) {
  const onChange = vi.fn<(change: ValueChange<PdfConfig>) => void>();
  const api = fakeApi(files);
  render(withServices(<PdfEditor component={componentFixture('pdf', value)} value={value} onChange={onChange} errors={errors} courseId="course-1" />, api));
  // The config the host would hold after the last change (an updater applies to `value`, which nothing here changes).
  const lastValue = () => {
    const change = onChange.mock.lastCall?.[0];
    return change === undefined ? undefined : appliedChange(value, change);
  };
  return { onChange, api, lastValue };
}

/** A document of course-1's file library, with the fields the picker and the editor read. */
const READING = {
  _id: '6b00000000000000000000f1',
  library: 'files',
  name: 'week-1.pdf',
  display_name: 'Week 1 reading',
  extension: 'pdf',
  type: 'pdf',
  url: '/server/media/course-1/6b00000000000000000000f1/week-1.pdf',
  thumbnail_url: null,
} as MediaFile;

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const heightField = () => screen.getByRole('spinbutton', { name: 'Height (pixels)' }) as HTMLInputElement;

describe('PdfEditor', () => {
  it("offers the document's own title once its address is entered", async () => {
    const { api, lastValue } = renderEditor({ url: 'https://example.org/week1.pdf' });
    api.post = vi.fn(async () => ({ title: 'Cell biology, week 1', description: '' })) as never;
    fireEvent.blur(screen.getByRole('textbox', { name: 'URL' }));
    await vi.waitFor(() => expect(lastValue()).toEqual({ url: 'https://example.org/week1.pdf', title: 'Cell biology, week 1' }));
    expect(api.post).toHaveBeenCalledWith('get_component_title/pdf/', { url: 'https://example.org/week1.pdf' });
  });

  it("keeps a document uploaded as the typed address's title arrives (the answers come together)", async () => {
    const answers: Record<'title' | 'upload', (answer: unknown) => void> = { title: () => undefined, upload: () => undefined };
    const api = fakeApi();
    api.post = vi.fn(() => new Promise((resolve) => (answers.title = resolve))) as never;
    api.upload = vi.fn(() => new Promise((resolve) => (answers.upload = resolve))) as never;
    const configs: PdfConfig[] = [];
    const value = { url: 'https://example.org/week1.pdf' };
    render(withServices(<ControlledEditor Editor={PdfEditor} component={componentFixture('pdf', value)} onChange={(config) => configs.push(config)} />, api));
    fireEvent.blur(screen.getByRole('textbox', { name: 'URL' }));
    await screen.findByText('Nothing here yet: upload a file below.');
    await userEvent.upload(screen.getByLabelText('File'), new File(['%PDF'], 'week-1.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await act(async () => {
      answers.upload({ data: READING, mimetype: 'application/pdf' });
      answers.title({ title: 'Cell biology, week 1', description: '' });
    });
    expect(configs.at(-1)).toEqual({ url: READING.url, file: READING._id, title: 'Week 1 reading' });
  });

  it('shows the config in labelled fields', () => {
    renderEditor({ url: 'https://example.org/a.pdf', title: 'Syllabus', height: 900 });
    expect(field('URL').value).toBe('https://example.org/a.pdf');
    expect(field('Title').value).toBe('Syllabus');
    expect(heightField().value).toBe('900');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reports an edited URL, letting go of the upload it replaces', () => {
    const { lastValue } = renderEditor({ url: '/server/media/5f0c2a9e1b2c3d4e5f6a7b8c/a.pdf', file: '5f0c2a9e1b2c3d4e5f6a7b8c', title: 'Syllabus' });
    fireEvent.change(field('URL'), { target: { value: 'https://example.org/b.pdf' } });
    expect(lastValue()).toEqual({ url: 'https://example.org/b.pdf', title: 'Syllabus' });
  });

  it("picks a document of the course's file library, titled by its display name unless it has a title", async () => {
    const { api, lastValue } = renderEditor({ url: 'https://example.org/a.pdf', height: 900 }, {}, [READING]);
    const choice = await screen.findByRole('button', { name: /Week 1 reading/ });
    expect(api.get).toHaveBeenCalledWith('files/course-1/?ext=pdf');
    expect(screen.getByLabelText('File').getAttribute('accept')).toBe('.pdf');
    await userEvent.click(choice);
    expect(lastValue()).toEqual({ url: READING.url, file: READING._id, title: 'Week 1 reading', height: 900 });
  });

  it('keeps its own title when a library document is picked, and shows the picked one as chosen', async () => {
    const { lastValue } = renderEditor({ url: READING.url, file: READING._id, title: 'Syllabus' }, {}, [READING]);
    const choice = await screen.findByRole('button', { name: /Week 1 reading/ });
    expect(choice.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(choice);
    expect(lastValue()).toEqual({ url: READING.url, file: READING._id, title: 'Syllabus' });
  });

  it('keeps the upload when other fields change', () => {
    const { lastValue } = renderEditor({ url: '/server/media/5f0c2a9e1b2c3d4e5f6a7b8c/a.pdf', file: '5f0c2a9e1b2c3d4e5f6a7b8c' });
    fireEvent.change(field('Title'), { target: { value: 'Syllabus' } });
    expect(lastValue()).toEqual({ url: '/server/media/5f0c2a9e1b2c3d4e5f6a7b8c/a.pdf', file: '5f0c2a9e1b2c3d4e5f6a7b8c', title: 'Syllabus' });
  });

  it('leaves out an emptied title or height, and reports a height as a number', () => {
    const { lastValue } = renderEditor({ url: 'https://example.org/a.pdf', title: 'Syllabus', height: 900 });
    fireEvent.change(field('Title'), { target: { value: '' } });
    expect(lastValue()).toEqual({ url: 'https://example.org/a.pdf', height: 900 });
    fireEvent.change(heightField(), { target: { value: '' } });
    expect(lastValue()).toEqual({ url: 'https://example.org/a.pdf', title: 'Syllabus' });
    fireEvent.change(heightField(), { target: { value: '640' } });
    expect(lastValue()).toEqual({ url: 'https://example.org/a.pdf', title: 'Syllabus', height: 640 });
  });

  it('shows each save error at its field, and lists the others', () => {
    renderEditor(
      { url: 'https://example.org/a.docx', file: 'x' },
      {
        url: 'The URL must lead to a PDF file (ending in .pdf) or to a document uploaded to this site.',
        file: 'The file must be the 24-character id of an uploaded document.',
      },
    );
    expect(field('URL').getAttribute('aria-invalid')).toBe('true');
    expect(field('URL').getAttribute('aria-describedby')).toContain(screen.getByText(/must lead to a PDF file/).id);
    expect(field('Title').getAttribute('aria-invalid')).toBe('false');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'The URL must lead to a PDF file (ending in .pdf) or to a document uploaded to this site.',
      'The file must be the 24-character id of an uploaded document.',
    ]);
  });
});
