import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { fakeApiClient } from '@lms/sdk/testing/web';
import type { CardMedia, FlashcardsConfig } from '../src/schemas/flashcardsConfig.ts';
import { CardFace } from '../src/web/CardFace.tsx';
import FlashcardsView from '../src/web/FlashcardsView.tsx';
import { COURSE, DECK, LESSON, PAGE, card, deckComponent, preferReducedMotion, renderWithHost } from './webFixture.tsx';

const map: CardMedia = { url: '/server/media/6c00000000000000000000f1', extension: 'png', type: 'image', alt_text: 'A map of France with Paris marked' };
const anthem: CardMedia = { url: '/server/media/6c00000000000000000000f2', extension: 'mp3', type: 'audio' };
const tour: CardMedia = {
  url: 'https://videos.example.org/paris.mp4',
  extension: 'mp4',
  type: 'video',
  subtitles_array: [
    { label: 'English', language: 'en', url: '/server/media/6c00000000000000000000f3' },
    { label: 'Français', language: 'fr', url: '/server/media/6c00000000000000000000f4' },
  ],
};

/** The subtitle tracks of a video as the browser reads them: kind, language, label, address. */
const tracksOf = (video: Element) => [...video.querySelectorAll('track')].map((track) => [track.kind, track.srclang, track.label, track.getAttribute('src')]);

const TOUR_TRACKS = [
  ['subtitles', 'en', 'English', '/server/media/6c00000000000000000000f3'],
  ['subtitles', 'fr', 'Français', '/server/media/6c00000000000000000000f4'],
];

describe('a card side with media (CardFace)', () => {
  it('shows an image with its alt text, and an image without one as decoration', () => {
    const { container, rerender } = render(<CardFace sideName="Front" side={{ text: 'Which city?', media: map }} />);
    expect(screen.getByRole('img', { name: 'A map of France with Paris marked' }).getAttribute('src')).toBe(map.url);
    expect(screen.getByText('Which city?')).toBeTruthy();
    rerender(<CardFace sideName="Front" side={{ text: '', media: { ...map, alt_text: undefined } }} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it("plays audio with the browser's controls, named after its side", () => {
    const { container } = render(<CardFace sideName="Back" side={{ text: 'La Marseillaise', media: anthem }} />);
    const audio = container.querySelector('audio')!;
    expect([audio.getAttribute('src'), audio.hasAttribute('controls'), audio.getAttribute('aria-label')]).toEqual([anthem.url, true, 'Back media']);
    expect(container.querySelector('video, img')).toBeNull();
  });

  it('plays video with a subtitles track per file, each with its language and label', () => {
    const { container } = render(<CardFace sideName="Back" side={{ text: 'Paris', media: tour }} />);
    const video = container.querySelector('video')!;
    expect([video.getAttribute('src'), video.hasAttribute('controls'), video.getAttribute('aria-label')]).toEqual([tour.url, true, 'Back media']);
    expect(tracksOf(video)).toEqual(TOUR_TRACKS);
  });
});

describe('card media in the study session: front, back and reversed', () => {
  const withMedia: FlashcardsConfig = { flashcards: [{ _id: card(1), frontText: 'Which city?', backText: 'Paris', front: map, back: tour }] };

  beforeEach(() => {
    window.sessionStorage.clear();
    preferReducedMotion(true);
  });

  async function study() {
    const api = fakeApiClient({
      [`GET user/meta/${COURSE}/${DECK}/standard`]: () => undefined,
      [`GET flashcards/schedule/${COURSE}/${DECK}/standard`]: () => ({ cards: [] }),
      'POST user/meta-save': (body) => ({ ...(body as object), lesson_id: LESSON, page_id: PAGE }),
    });
    renderWithHost(<FlashcardsView component={deckComponent(withMedia)} courseId={COURSE} lessonId={LESSON} pageId={PAGE} mode="presentation" />, api);
    await userEvent.click(await screen.findByRole('button', { name: 'Start' }));
    return screen.getByRole('group', { name: /^Card 1 of 1/ });
  }

  it("shows the front's image, then the back's video with its subtitles when flipped", async () => {
    const stage = await study();
    expect(within(stage).getByRole('img', { name: 'A map of France with Paris marked' })).toBeTruthy();
    expect(stage.querySelector('video')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Flip' }));
    expect(within(stage).queryByRole('img')).toBeNull();
    expect(tracksOf(stage.querySelector('video')!)).toEqual(TOUR_TRACKS);
    expect(stage.textContent).toContain('Paris');
  });

  it("shows the back's video first when reversed, and the front's image when that is flipped", async () => {
    const stage = await study();
    await userEvent.click(screen.getByRole('button', { name: 'Reverse' }));
    expect(stage.querySelector('video')?.getAttribute('aria-label')).toBe('Back media');
    expect(tracksOf(stage.querySelector('video')!)).toEqual(TOUR_TRACKS);
    expect(within(stage).queryByRole('img')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Flip' }));
    expect(within(stage).getByRole('img', { name: 'A map of France with Paris marked' })).toBeTruthy();
    expect(stage.querySelector('video')).toBeNull();
  });
});
