import { parseTimeOffset } from './timeOffset.ts';
import { VIDEO_LINK_PATTERNS, type VideoLinkForm } from './videoLinkPatterns.ts';

/** What a recognised video address plays. Times are whole seconds. */
export type VideoSource =
  | { provider: 'youtube'; id: string; start?: number; end?: number }
  | { provider: 'vimeo'; id: string; privacyHash?: string; start?: number }
  | { provider: 'vevo'; isrc: string }
  | { provider: 'file'; url: string; streaming: boolean };

export type EmbeddedVideoSource = Exclude<VideoSource, { provider: 'file' }>;

/** Our own message (the spec gives none) for an address that is none of the recognised forms. */
export const VIDEO_LINK_REFUSED =
  'Please enter a YouTube, Vimeo or Vevo link, or the https address of a video file (mp4, mpg, mov, m4v, ogg, ogv, mpeg, m3u8, webm).';

const MATCHERS = Object.entries(VIDEO_LINK_PATTERNS).map(([form, source]) => ({
  form: form as VideoLinkForm,
  regex: new RegExp(`^${source}$`, 'u'),
}));

/** Parameters of the query and of a `#t=...` fragment, the fragment winning (YouTube and Vimeo both write times there). */
function linkParameters(url: string): URLSearchParams {
  const parsed = new URL(url, 'https://same.site');
  const parameters = new URLSearchParams(parsed.search);
  for (const [name, value] of new URLSearchParams(parsed.hash.slice(1))) parameters.set(name, value);
  return parameters;
}

/** Only times after the beginning count: t=0 is the same as no time. */
function positive(seconds: number | undefined): number | undefined {
  return seconds !== undefined && seconds > 0 ? seconds : undefined;
}

function youtube(id: string, url: string): VideoSource {
  const parameters = linkParameters(url);
  const start = positive(parseTimeOffset(parameters.get('start')) ?? parseTimeOffset(parameters.get('t')));
  const end = positive(parseTimeOffset(parameters.get('end')));
  return { provider: 'youtube', id, ...(start === undefined ? {} : { start }), ...(end === undefined ? {} : { end }) };
}

function vimeo(id: string, privacyHash: string | undefined, url: string): VideoSource {
  const parameters = linkParameters(url);
  const hash = privacyHash ?? parameters.get('h') ?? undefined;
  const start = positive(parseTimeOffset(parameters.get('t')));
  return {
    provider: 'vimeo',
    id,
    ...(hash && /^[\da-f]+$/.test(hash) ? { privacyHash: hash } : {}),
    ...(start === undefined ? {} : { start }),
  };
}

/**
 * Recognises a video address (part 1 §5 "Video link recognition"): YouTube watch,
 * short, embed and shorts links with their start and end times, Vimeo and Vevo
 * links, https video files, and files of this site's media library.
 * Answers null for anything else (show VIDEO_LINK_REFUSED).
 */
export function recogniseVideoLink(address: string): VideoSource | null {
  for (const { form, regex } of MATCHERS) {
    const match = regex.exec(address);
    if (!match) continue;
    const [, first = '', second] = match;
    switch (form) {
      case 'youtubeWatch':
      case 'youtubePath':
      case 'youtubeShort':
        return youtube(first, address);
      case 'vimeoPage':
      case 'vimeoPlayer':
        return vimeo(first, second, address);
      case 'vevoWatch':
      case 'vevoEmbed':
        return { provider: 'vevo', isrc: first.toUpperCase() };
      case 'videoFile':
        return { provider: 'file', url: address, streaming: first.toLowerCase() === 'm3u8' };
      case 'sameSiteMedia':
        return { provider: 'file', url: address, streaming: /\.m3u8$/i.test(address.replace(/[?#].*$/, '')) };
    }
  }
  return null;
}
