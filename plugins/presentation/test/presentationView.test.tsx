import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { componentFixture } from '@lms/sdk/testing/web';
import PresentationView from '../src/web/PresentationView.tsx';
import type { PresentationConfig } from '../src/schemas/presentationConfig.ts';

const DECK_ID = '1EAYk18WDjIG-zp_0vLm3CsfQh_i8eXc67Jo2O9C6Vuc';
const DECK = `https://docs.google.com/presentation/d/${DECK_ID}/edit?usp=sharing`;

function renderView(config: PresentationConfig, title = 'Week 1 slides') {
  const view = render(<PresentationView component={componentFixture('presentation', config, { title })} courseId="course-1" lessonId="lesson-1" pageId="page-1" mode="student" />);
  return { ...view, frame: view.container.querySelector('iframe') };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PresentationView', () => {
  it('embeds the share link through its viewer, sandboxed, named and lazily loaded', () => {
    const { frame } = renderView({ url: DECK, title: 'Cells' });
    expect(screen.getByTitle('Cells')).toBe(frame);
    expect(frame?.getAttribute('src')).toBe(`https://docs.google.com/presentation/d/${DECK_ID}/embed`);
    expect(frame?.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox');
    expect(frame?.hasAttribute('allowfullscreen')).toBe(true);
    expect(frame?.getAttribute('loading')).toBe('lazy');
    expect(frame?.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(frame?.classList.contains('lms-presentation-frame--slides')).toBe(true);
  });

  it('captions it and links to the whole presentation (what is left offline)', () => {
    renderView({ url: DECK, title: 'Cells' });
    const figure = screen.getByRole('figure', { name: 'Cells' });
    const open = screen.getByRole('link', { name: 'Open in a new tab' });
    expect(figure.contains(open)).toBe(true);
    expect(open.getAttribute('href')).toBe(DECK);
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'Download the PDF' })).toBeNull();
  });

  it('names an untitled presentation after the component, and captions it with what it is', () => {
    const { frame } = renderView({ url: DECK });
    expect(frame?.getAttribute('title')).toBe('Week 1 slides');
    expect(screen.getByRole('figure', { name: 'Google Slides presentation' })).toBeTruthy();
  });

  it("shows an Office document in Microsoft's viewer and opens it in the full viewer", () => {
    const { frame } = renderView({ url: 'https://example.org/notes.docx' }, '');
    expect(frame?.getAttribute('title')).toBe('Word document');
    expect(frame?.getAttribute('src')).toBe('https://view.officeapps.live.com/op/embed.aspx?src=https%3A%2F%2Fexample.org%2Fnotes.docx');
    expect(frame?.classList.contains('lms-presentation-frame--document')).toBe(true);
    expect(screen.getByRole('link', { name: 'Open in a new tab' }).getAttribute('href')).toBe(
      'https://view.officeapps.live.com/op/view.aspx?src=https%3A%2F%2Fexample.org%2Fnotes.docx',
    );
  });

  it("shows a PDF in the browser's viewer, unsandboxed, with a download link", () => {
    const { frame } = renderView({ url: 'https://example.org/week1.pdf', title: 'Cells' });
    expect(frame?.getAttribute('title')).toBe('Cells (PDF document)');
    expect(frame?.getAttribute('src')).toBe('https://example.org/week1.pdf');
    expect(frame?.hasAttribute('sandbox')).toBe(false);
    expect(screen.getByRole('link', { name: 'Download the PDF' }).hasAttribute('download')).toBe(true);
  });

  it('offers the links alone where the browser has no PDF viewer', () => {
    vi.stubGlobal('navigator', { ...navigator, pdfViewerEnabled: false });
    const { frame } = renderView({ url: 'https://example.org/week1.pdf' });
    expect(frame).toBeNull();
    expect(screen.getByText(/cannot show PDF documents in the page/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in a new tab' })).toBeTruthy();
  });

  it('links to a stored link it no longer recognises instead of framing it', () => {
    const { frame } = renderView({ url: 'https://example.org/talk' });
    expect(frame).toBeNull();
    expect(screen.getByText(/cannot be shown in the page/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open it in a new tab' }).getAttribute('href')).toBe('https://example.org/talk');
  });
});
