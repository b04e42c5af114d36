import type { EmbeddedVideoSource } from './recogniseVideoLink.ts';

export interface EmbedOptions {
  /** Start and end in whole seconds; when given they replace the link's own times. */
  start?: number;
  end?: number;
  /** Start playing at once (after the student pressed the poster's play button). */
  autoplay?: boolean;
}

/** The provider's player address for an embedded source; YouTube through its privacy-enhanced domain, Vimeo without tracking. */
export function videoEmbedUrl(source: EmbeddedVideoSource, options: EmbedOptions = {}): string {
  const autoplay = options.autoplay ? '1' : undefined;
  switch (source.provider) {
    case 'youtube': {
      const start = (options.start ?? source.start) || undefined;
      const end = options.end ?? source.end;
      return address(`https://www.youtube-nocookie.com/embed/${source.id}`, { start, end: end !== undefined && end > (start ?? 0) ? end : undefined, autoplay });
    }
    case 'vimeo': {
      const start = (options.start ?? source.start) || undefined;
      // Vimeo's player takes a start time in the fragment and has no end time.
      const fragment = start ? `#t=${start}s` : '';
      return address(`https://player.vimeo.com/video/${source.id}`, { h: source.privacyHash, dnt: '1', autoplay }) + fragment;
    }
    case 'vevo':
      return address('https://embed.vevo.com/', { isrc: source.isrc, autoplay });
  }
}

function address(base: string, parameters: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(parameters)) if (value !== undefined) query.set(name, String(value));
  const text = query.toString();
  return text === '' ? base : `${base}?${text}`;
}

/** YouTube's still of a video, shown on the poster before the player loads. */
export function youtubePosterUrl(id: string): string {
  return `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
}

/** The provider's name, for titles and the poster. */
export const PROVIDER_NAMES: Record<EmbeddedVideoSource['provider'], string> = { youtube: 'YouTube', vimeo: 'Vimeo', vevo: 'Vevo' };
