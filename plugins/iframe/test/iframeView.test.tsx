import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { componentFixture } from '@lms/sdk/testing/web';
import IframeView from '../src/web/IframeView.tsx';
import type { IframeConfig } from '../src/schemas/iframeConfig.ts';

function renderView(config: IframeConfig, title = 'Field trip') {
  const view = render(<IframeView component={componentFixture('iframe', config, { title })} courseId="course-1" lessonId="lesson-1" pageId="page-1" mode="student" />);
  const frame = view.container.querySelector('iframe');
  return { ...view, frame };
}

/** Lets the test read the framed page as if it came from this site, with the body height it sets. */
function sameSitePage(frame: HTMLIFrameElement) {
  const page = document.implementation.createHTMLDocument('Framed');
  Object.defineProperty(frame, 'contentDocument', { configurable: true, value: page });
  return (height: number) => Object.defineProperty(page.body, 'scrollHeight', { configurable: true, value: height });
}

function postFrom(source: Window | null, data: unknown) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, source }));
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('IframeView of a web page', () => {
  it('shows the page in a sandboxed, lazily loaded, named frame', () => {
    const { frame } = renderView({ url: 'https://example.org/tour', title: 'Virtual tour' });
    expect(screen.getByTitle('Virtual tour')).toBe(frame);
    expect(frame?.getAttribute('src')).toBe('https://example.org/tour');
    expect(frame?.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms allow-popups');
    expect(frame?.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(frame?.getAttribute('loading')).toBe('lazy');
  });

  it('names the frame after the component, or where it comes from, when it has no title', () => {
    const { frame, unmount } = renderView({ url: 'https://example.org/tour' });
    expect(frame?.getAttribute('title')).toBe('Field trip');
    unmount();
    expect(renderView({ url: 'https://example.org/tour' }, '').frame?.getAttribute('title')).toBe('Embedded page from example.org');
  });

  it('keeps its caption and an open-in-a-new-tab link whatever the frame shows (offline too)', () => {
    renderView({ url: 'https://example.org/tour', title: 'Virtual tour' });
    const figure = screen.getByRole('figure', { name: /Virtual tour/ });
    const link = screen.getByRole('link', { name: 'Open in a new tab' });
    expect(figure.contains(link)).toBe(true);
    expect(link.getAttribute('href')).toBe('https://example.org/tour');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('aria-describedby')).toBe(screen.getByText('Virtual tour').id);
  });

  it('captions an untitled page with its host name', () => {
    renderView({ url: 'https://maps.example.org/embed?x=1' });
    expect(screen.getByRole('figure', { name: /maps\.example\.org/ })).toBeTruthy();
  });

  it('has the fallback height until the page tells its own', () => {
    expect(renderView({ url: 'https://example.org' }).frame?.style.height).toBe('600px');
  });

  it('uses the configured fallback height', () => {
    expect(renderView({ url: 'https://example.org', height: 320 }).frame?.style.height).toBe('320px');
  });

  it('takes the height a cooperating page posts', () => {
    const { frame } = renderView({ url: 'https://example.org' });
    postFrom(frame!.contentWindow, { type: 'lms:resize', height: 1240 });
    expect(frame?.style.height).toBe('1240px');
  });

  it('ignores resize messages from other windows and other messages', () => {
    const { frame } = renderView({ url: 'https://example.org' });
    postFrom(window, { type: 'lms:resize', height: 1240 });
    postFrom(frame!.contentWindow, { type: 'resize', height: 900 });
    postFrom(frame!.contentWindow, { type: 'lms:resize', height: 'tall' });
    expect(frame?.style.height).toBe('600px');
  });

  it('resizes to a page it can read, measuring as it grows after loading', () => {
    vi.useFakeTimers();
    const { frame } = renderView({ url: 'https://example.org' });
    const setHeight = sameSitePage(frame!);
    setHeight(380);
    fireEvent.load(frame!);
    expect(frame?.style.height).toBe('380px');
    setHeight(910);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(frame?.style.height).toBe('910px');
  });

  it('stops measuring 10 s after the page loaded', () => {
    vi.useFakeTimers();
    const { frame } = renderView({ url: 'https://example.org' });
    const setHeight = sameSitePage(frame!);
    setHeight(380);
    fireEvent.load(frame!);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    setHeight(910);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(frame?.style.height).toBe('380px');
  });

  it("keeps the fallback height for another site's page it cannot read", () => {
    vi.useFakeTimers();
    const { frame } = renderView({ url: 'https://example.org' });
    Object.defineProperty(frame!, 'contentDocument', { configurable: true, value: null });
    fireEvent.load(frame!);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(frame?.style.height).toBe('600px');
  });

  it('measures again after the page in the frame navigates', () => {
    vi.useFakeTimers();
    const { frame } = renderView({ url: 'https://example.org' });
    const setHeight = sameSitePage(frame!);
    setHeight(380);
    fireEvent.load(frame!);
    act(() => {
      vi.advanceTimersByTime(12_000);
    });
    setHeight(1500);
    fireEvent.load(frame!);
    expect(frame?.style.height).toBe('1500px');
  });

  it('starts a new address from the fallback height', () => {
    const { frame, rerender } = renderView({ url: 'https://example.org/a' });
    postFrom(frame!.contentWindow, { type: 'lms:resize', height: 1240 });
    rerender(<IframeView component={componentFixture('iframe', { url: 'https://example.org/b' })} courseId="course-1" lessonId="lesson-1" pageId="page-1" mode="student" />);
    expect(document.querySelector('iframe')?.style.height).toBe('600px');
  });
});

describe('IframeView of a PDF address', () => {
  it("shows it in the browser's PDF viewer, not as a sandboxed page, with a download link", () => {
    const { frame } = renderView({ url: 'https://example.org/files/Syllabus.PDF?v=2', title: 'Syllabus' });
    expect(frame?.getAttribute('title')).toBe('Syllabus (PDF document)');
    expect(frame?.hasAttribute('sandbox')).toBe(false);
    expect(frame?.style.height).toBe('600px');
    expect(screen.getByRole('link', { name: 'Open in a new tab' }).getAttribute('href')).toBe('https://example.org/files/Syllabus.PDF?v=2');
    const download = screen.getByRole('link', { name: 'Download the PDF' });
    expect(download.hasAttribute('download')).toBe(true);
  });

  it('offers the links alone where the browser has no PDF viewer', () => {
    vi.stubGlobal('navigator', { ...navigator, pdfViewerEnabled: false });
    const { frame } = renderView({ url: 'https://example.org/syllabus.pdf', title: 'Syllabus' });
    expect(frame).toBeNull();
    expect(screen.getByText(/cannot show PDF documents in the page/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download the PDF' })).toBeTruthy();
  });
});
