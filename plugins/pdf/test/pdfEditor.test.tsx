import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import PdfEditor from '../src/web/PdfEditor.tsx';
import type { PdfConfig } from '../src/schemas/pdfConfig.ts';
import { pdfComponent } from './pdfComponentFixture.ts';

function renderEditor(value: PdfConfig, errors: Record<string, string> = {}) {
  const onChange = vi.fn<(value: PdfConfig) => void>();
  render(<PdfEditor component={pdfComponent(value)} value={value} onChange={onChange} errors={errors} courseId="course-1" />);
  return { onChange, lastValue: () => onChange.mock.lastCall?.[0] };
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const heightField = () => screen.getByRole('spinbutton', { name: 'Height (pixels)' }) as HTMLInputElement;

describe('PdfEditor', () => {
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
