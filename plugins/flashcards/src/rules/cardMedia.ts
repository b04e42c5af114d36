import type { CardMedia, CardMediaType } from '../schemas/flashcardsConfig.ts';

/** The files a card side can show, by extension: what browsers play or display. */
const MEDIA_TYPE_BY_EXTENSION: Readonly<Record<string, CardMediaType>> = {
  png: 'image', jpg: 'image', jpeg: 'image', gif: 'image', webp: 'image', svg: 'image',
  mp3: 'audio', m4a: 'audio', ogg: 'audio', wav: 'audio',
  mp4: 'video', webm: 'video', mov: 'video', m4v: 'video',
};

export const PLAYABLE_EXTENSIONS = Object.keys(MEDIA_TYPE_BY_EXTENSION).filter((extension) => MEDIA_TYPE_BY_EXTENSION[extension] !== 'image');

function media(url: string, extension: string): CardMedia | null {
  const type = MEDIA_TYPE_BY_EXTENSION[extension.toLowerCase()];
  return type ? { url, extension: extension.toLowerCase(), type } : null;
}

/** The media an address names (a CSV cell): https or this site's library, its extension saying image, audio or video. */
export function mediaFromAddress(address: string): CardMedia | null {
  const url = address.trim();
  if (!/^(?:https:\/\/\S+|\/server\/media\/\S+)$/i.test(url)) return null;
  return media(url, /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1] ?? '');
}

/** A file of the course's media library, by the extension the library recorded. */
export function mediaFromLibraryFile(file: { url: string; extension: string }): CardMedia | null {
  return media(file.url, file.extension.replace(/^\./, ''));
}
