import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { componentFixture } from '@lms/sdk/testing/web';
import PdfView from '../src/web/PdfView.tsx';
import type { PdfConfig } from '../src/schemas/pdfConfig.ts';

function renderView(config: PdfConfig, title = 'Reading') {
  const view = render(<PdfView component={componentFixture('pdf', config, { title })} courseId="course-1" lessonId="lesson-1" pageId="page-1" mode="student" />);
  return { ...view, frame: view.container.querySelector('iframe') };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PdfView', () => {
  it("shows the document in the browser's viewer, in a named, lazily loaded frame", () => {
    const { frame } = renderView({ url: 'https://example.org/files/syllabus.pdf', title: 'Course syllabus' });
    expect(screen.getByTitle('Course syllabus (PDF document)')).toBe(frame);
    expect(frame?.getAttribute('src')).toBe('https://example.org/files/syllabus.pdf');
    expect(frame?.getAttribute('loading')).toBe('lazy');
    expect(frame?.getAttribute('referrerpolicy')).toBe('no-referrer');
    // Browsers will not run their PDF viewer in a sandbox.
    expect(frame?.hasAttribute('sandbox')).toBe(false);
    expect(frame?.style.height).toBe('800px');
  });

  it('uses the configured height', () => {
    expect(renderView({ url: 'https://example.org/a.pdf', height: 1200 }).frame?.style.height).toBe('1200px');
  });

  it('offers to open and to download the document, named by its caption', () => {
    renderView({ url: '/server/media/5f0c2a9e1b2c3d4e5f6a7b8c/reading.pdf', title: 'Week 1 reading' });
    const figure = screen.getByRole('figure', { name: 'Week 1 reading' });
    const open = screen.getByRole('link', { name: 'Open in a new tab' });
    const download = screen.getByRole('link', { name: 'Download the PDF' });
    for (const link of [open, download]) {
      expect(figure.contains(link)).toBe(true);
      expect(link.getAttribute('href')).toBe('/server/media/5f0c2a9e1b2c3d4e5f6a7b8c/reading.pdf');
      expect(link.getAttribute('aria-describedby')).toBe(screen.getByText('Week 1 reading').id);
    }
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('rel')).toBe('noopener noreferrer');
    expect(download.hasAttribute('download')).toBe(true);
  });

  it('names an untitled document after the component and captions it with its file name', () => {
    const { frame } = renderView({ url: 'https://example.org/files/Lab%20safety.pdf?v=3' }, 'Safety first');
    expect(frame?.getAttribute('title')).toBe('Safety first (PDF document)');
    expect(screen.getByRole('figure', { name: 'Lab safety.pdf' })).toBeTruthy();
  });

  it('falls back to the file name when nothing else names it', () => {
    const { frame } = renderView({ url: 'https://example.org/files/lab.pdf' }, '');
    expect(frame?.getAttribute('title')).toBe('lab.pdf (PDF document)');
  });

  it('offers the links alone where the browser has no PDF viewer', () => {
    vi.stubGlobal('navigator', { ...navigator, pdfViewerEnabled: false });
    const { frame } = renderView({ url: 'https://example.org/a.pdf', title: 'Syllabus' });
    expect(frame).toBeNull();
    expect(screen.getByText(/cannot show PDF documents in the page/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download the PDF' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in a new tab' })).toBeTruthy();
  });
});
