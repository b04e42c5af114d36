import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { textDataUrl, writeWebVtt } from '@lms/sdk/subtitles';
import { renderView, stubObjectUrls } from './audioFixture.tsx';

const MP3 = 'https://cdn.example.org/interview.mp3';
const ENGLISH = textDataUrl(
  writeWebVtt([
    { start: 0, end: 4000, text: 'Good morning, class.' },
    { start: 4000, end: 9000, text: 'Today we talk about bees.' },
  ]),
  'text/vtt',
);
const NOTES = textDataUrl('First paragraph.\n\nSecond paragraph.', 'text/plain');

beforeEach(() => {
  stubObjectUrls();
});
afterEach(() => vi.restoreAllMocks());

describe('AudioView', () => {
  it('tells authors no audio is chosen, and shows students nothing', () => {
    renderView({ url: '' }, { mode: 'edit' });
    expect(screen.getByText('No audio file has been chosen for this component yet.')).toBeTruthy();
    const { container } = renderView({ url: '' });
    expect(container.innerHTML).toBe('');
  });

  it('plays the file with its title and a subtitles track per timed file; plain transcripts get none', () => {
    const { container, unmount } = renderView({
      url: MP3,
      title: 'Bees',
      subtitles_array: [
        { label: 'English', language: 'en', url: ENGLISH },
        { label: 'Notes', language: 'en', url: NOTES },
        { label: 'Français', language: 'fr', url: '/server/media/files/x/fr.vtt' },
      ],
    });
    const audio = container.querySelector('audio')!;
    expect(audio.getAttribute('src')).toBe(MP3);
    expect(audio.hasAttribute('controls')).toBe(true);
    expect(audio.getAttribute('aria-label')).toBe('Bees');
    expect(screen.getByText('Bees').tagName).toBe('FIGCAPTION');
    expect([...audio.querySelectorAll('track')].map((track) => ['kind', 'src', 'srclang', 'label'].map((name) => track.getAttribute(name)))).toEqual([
      ['subtitles', 'blob:test/0', 'en', 'English'],
      ['subtitles', '/server/media/files/x/fr.vtt', 'fr', 'Français'],
    ]);
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/0');
  });

  it("is named by the component's title without its own, and has no transcript without subtitles", () => {
    const { container } = renderView({ url: MP3 });
    expect(container.querySelector('audio')?.getAttribute('aria-label')).toBe('Interview');
    expect(container.querySelector('figcaption')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show transcript' })).toBeNull();
  });

  it("plays a SoundCloud link in SoundCloud's widget, with a way out to the page", () => {
    const page = 'https://soundcloud.com/nasa/sounds-of-mars?si=abc';
    const { container } = renderView({ url: page, title: 'Mars' });
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(`https://w.soundcloud.com/player/?url=${encodeURIComponent('https://soundcloud.com/nasa/sounds-of-mars')}&visual=false`);
    expect(frame.getAttribute('title')).toBe('Mars');
    expect(container.querySelector('audio')).toBeNull();
    expect(screen.getByRole('link', { name: /Open in a new tab/ }).getAttribute('href')).toBe(page);
  });

  it('says so when the file cannot be loaded', () => {
    const { container } = renderView({ url: MP3 });
    fireEvent.error(container.querySelector('audio')!);
    expect(screen.getByRole('alert').textContent).toBe('The audio could not be loaded. Check your connection and reload the page.');
  });
});

describe('AudioView transcript', () => {
  it('toggles a transcript that marks the line being heard and plays from a chosen line', async () => {
    const { container } = renderView({ url: MP3, subtitles_array: [{ label: 'English', language: 'en', url: ENGLISH }] });
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Show transcript' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const transcript = screen.getByRole('list', { name: 'Transcript: English' });
    expect(transcript.getAttribute('lang')).toBe('en');
    const lines = within(transcript).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(['0:00 Good morning, class.', '0:04 Today we talk about bees.']);
    expect(lines.map((line) => line.getAttribute('aria-current'))).toEqual(['true', null]);

    const audio = container.querySelector('audio')!;
    audio.currentTime = 5;
    fireEvent.timeUpdate(audio);
    expect(lines.map((line) => line.getAttribute('aria-current'))).toEqual([null, 'true']);

    await user.click(within(lines[0]!).getByRole('button'));
    expect(audio.currentTime).toBe(0);
    expect(lines.map((line) => line.getAttribute('aria-current'))).toEqual(['true', null]);

    await user.click(screen.getByRole('button', { name: 'Hide transcript' }));
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows a plain transcript as paragraphs, chosen by language', async () => {
    renderView({
      url: MP3,
      subtitles_array: [
        { label: 'English', language: 'en', url: ENGLISH },
        { label: 'Notes', language: 'en', url: NOTES },
      ],
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show transcript' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Transcript language' }), 'Notes');
    const region = screen.getByRole('region', { name: 'Transcript: Notes' });
    expect(within(region).getAllByRole('paragraph').map((paragraph) => paragraph.textContent)).toEqual(['First paragraph.', 'Second paragraph.']);
  });

  it('fetches a library transcript, and says when it cannot', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(new Response('Plain words from the library.')).mockResolvedValueOnce(new Response('', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    renderView({ url: MP3, subtitles_array: [{ label: 'Library', language: 'en', url: '/server/media/files/x/talk.txt' }] });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show transcript' }));
    expect((await screen.findByRole('region', { name: 'Transcript: Library' })).textContent).toBe('Plain words from the library.');
    await user.click(screen.getByRole('button', { name: 'Hide transcript' }));
    await user.click(screen.getByRole('button', { name: 'Show transcript' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The transcript could not be loaded.');
    vi.unstubAllGlobals();
  });
});
