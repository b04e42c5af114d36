import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { textDataUrl, writeWebVtt } from '@lms/sdk/subtitles';
import { renderView } from './videoFixture.tsx';

const YOUTUBE = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=30';
const ENGLISH = textDataUrl(writeWebVtt([{ start: 1000, end: 2000, text: 'Hello there.' }, { start: 65_000, end: 66_000, text: 'A minute in.' }]), 'text/vtt');
const SPANISH = textDataUrl(writeWebVtt([{ start: 1000, end: 2000, text: 'Hola.' }]), 'text/vtt');
const tracks = { video_subtitles_array: [{ label: 'English', language: 'en', url: ENGLISH }], video_description_array: [] };

let objectUrls: string[];
beforeEach(() => {
  objectUrls = [];
  // jsdom has no object URLs: record what the view asks for.
  URL.createObjectURL = vi.fn(() => {
    objectUrls.push(`blob:test/${objectUrls.length}`);
    return objectUrls.at(-1)!;
  });
  URL.revokeObjectURL = vi.fn();
});
afterEach(async () => {
  // Lets updates of the lazily imported hls.js land inside the test that caused them.
  await act(async () => {});
  vi.restoreAllMocks();
});

describe('VideoView with no video', () => {
  it('tells authors none is chosen, and shows students nothing', () => {
    renderView({ url: '' }, { mode: 'edit' });
    expect(screen.getByText('No video has been chosen for this component yet.')).toBeTruthy();
  });

  it('shows students nothing', () => {
    const { container } = renderView({ url: '' });
    expect(container.innerHTML).toBe('');
  });
});

describe('VideoView of a YouTube, Vimeo or Vevo link', () => {
  it('shows a poster first, and loads the privacy-enhanced player when the student presses play', async () => {
    renderView({ url: YOUTUBE, start: 90, end: 120 });
    expect(screen.queryByTitle(/YouTube video/)).toBeNull();
    const poster = screen.getByRole('button', { name: 'Play YouTube video: Cell membranes' });
    expect(poster.querySelector('img')?.getAttribute('src')).toBe('https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg');
    expect(poster.querySelector('img')?.getAttribute('alt')).toBe('');

    await userEvent.setup().click(poster);
    const frame = screen.getByTitle('YouTube video: Cell membranes');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?start=90&end=120&autoplay=1');
    expect(frame.hasAttribute('allowfullscreen')).toBe(true);
    expect(frame.getAttribute('allow')).toContain('fullscreen');
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect(document.activeElement).toBe(frame);
  });

  it("keeps the poster's title and play button when YouTube's still cannot load (offline)", () => {
    renderView({ url: YOUTUBE });
    const poster = screen.getByRole('button', { name: 'Play YouTube video: Cell membranes' });
    fireEvent.error(poster.querySelector('img')!);
    expect(poster.querySelector('img')).toBeNull();
    expect(within(poster).getByText('Play YouTube video: Cell membranes')).toBeTruthy();
  });

  it('loads the player at once with noposter, with the times of the link and no autoplay', () => {
    renderView({ url: YOUTUBE, noposter: true }, { title: '' });
    expect(screen.queryByRole('button', { name: /Play/ })).toBeNull();
    expect(screen.getByTitle('YouTube video').getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?start=30');
  });

  it('names Vimeo and Vevo players after their provider', () => {
    renderView({ url: 'https://vimeo.com/76979871#t=1m', noposter: true });
    expect(screen.getByTitle('Vimeo video: Cell membranes').getAttribute('src')).toBe('https://player.vimeo.com/video/76979871?dnt=1#t=60s');
    renderView({ url: 'https://www.vevo.com/watch/USUV71400123' });
    expect(screen.getByRole('button', { name: 'Play Vevo video: Cell membranes' }).querySelector('img')).toBeNull();
  });
});

describe('VideoView of a video file', () => {
  it('plays it in the browser player with a track per subtitle and description file', () => {
    const { container, unmount } = renderView({
      url: 'https://cdn.example.org/cells.mp4',
      video_subtitles_array: [
        { label: 'English', language: 'en', url: ENGLISH },
        { label: 'Español', language: 'es', url: '/server/media/files/x/es.vtt' },
      ],
      video_description_array: [{ label: 'Described', language: 'en', url: SPANISH }],
    });
    const video = container.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('https://cdn.example.org/cells.mp4');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('preload')).toBe('metadata');
    expect(video.getAttribute('aria-label')).toBe('Cell membranes');
    const trackAttributes = [...video.querySelectorAll('track')].map((track) => ['kind', 'src', 'srclang', 'label'].map((name) => track.getAttribute(name)));
    expect(trackAttributes).toEqual([
      ['subtitles', 'blob:test/0', 'en', 'English'],
      ['subtitles', '/server/media/files/x/es.vtt', 'es', 'Español'],
      ['descriptions', 'blob:test/1', 'en', 'Described'],
    ]);
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/0');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
  });

  it('loads nothing before play with noposter', () => {
    const { container } = renderView({ url: '/server/media/files/x/cells.webm', noposter: true });
    expect(container.querySelector('video')?.getAttribute('preload')).toBe('none');
  });

  it('starts at the start time and pauses once at the end time', () => {
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    const { container } = renderView({ url: 'https://cdn.example.org/cells.mp4', start: 30, end: 40 });
    const video = container.querySelector('video')!;
    fireEvent(video, new Event('loadedmetadata'));
    expect(video.currentTime).toBe(30);
    video.currentTime = 40.2;
    fireEvent.timeUpdate(video);
    video.currentTime = 41;
    fireEvent.timeUpdate(video);
    expect(pause).toHaveBeenCalledTimes(1);
  });

  it('says so when the file cannot be loaded', () => {
    const { container } = renderView({ url: 'https://cdn.example.org/cells.mp4' });
    fireEvent.error(container.querySelector('video')!);
    expect(screen.getByRole('alert').textContent).toBe('The video could not be loaded. Check your connection and reload the page.');
  });

  it('plays HLS natively where the browser can', () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const { container } = renderView({ url: 'https://cdn.example.org/live/master.m3u8' });
    expect(container.querySelector('video')?.src).toBe('https://cdn.example.org/live/master.m3u8');
  });

  it('loads hls.js where it cannot, and says so when the browser has no Media Source Extensions either', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    const { container } = renderView({ url: 'https://cdn.example.org/live/master.m3u8' });
    expect(container.querySelector('video')?.hasAttribute('src')).toBe(false);
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe('This browser cannot play this video stream.');
  });
});

describe('VideoView transcript', () => {
  it('shows the subtitles as a transcript behind a toggle', async () => {
    renderView({ url: YOUTUBE, ...tracks });
    const toggle = screen.getByRole('button', { name: 'Show transcript' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.setup().click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide transcript');
    const transcript = screen.getByRole('list', { name: 'Transcript: English' });
    expect(within(transcript).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['0:01 Hello there.', '1:05 A minute in.']);
  });

  it('lets students choose the language when there are several', async () => {
    renderView({
      url: YOUTUBE,
      video_subtitles_array: [
        { label: 'English', language: 'en', url: ENGLISH },
        { label: 'Español', language: 'es', url: SPANISH },
      ],
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show transcript' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Transcript language' }), 'Español');
    const transcript = screen.getByRole('list', { name: 'Transcript: Español' });
    expect(transcript.getAttribute('lang')).toBe('es');
    expect(transcript.textContent).toBe('0:01 Hola.');
  });

  it('fetches a transcript from the media library, and says when it cannot', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(new Response(writeWebVtt([{ start: 0, end: 1000, text: 'From the library.' }]))).mockResolvedValueOnce(new Response('', { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    renderView({ url: YOUTUBE, video_subtitles_array: [{ label: 'English', language: 'en', url: '/server/media/files/x/en.vtt' }] });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show transcript' }));
    expect((await screen.findByRole('list')).textContent).toBe('0:00 From the library.');
    expect(fetchMock).toHaveBeenCalledWith('/server/media/files/x/en.vtt', { credentials: 'same-origin' });
    await user.click(screen.getByRole('button', { name: 'Hide transcript' }));
    await user.click(screen.getByRole('button', { name: 'Show transcript' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The transcript could not be loaded.');
    vi.unstubAllGlobals();
  });

  it('has no transcript without subtitles', () => {
    renderView({ url: YOUTUBE, video_subtitles_array: [], video_description_array: [{ label: 'Described', language: 'en', url: ENGLISH }] });
    expect(screen.queryByRole('button', { name: 'Show transcript' })).toBeNull();
  });
});
