/** Part 1 §9 and part 2 §5: audio files are mp3, m4a and ogg. */
export const AUDIO_FILE_EXTENSIONS = ['mp3', 'm4a', 'ogg'] as const;

/** JSON Schema patterns take no flags: the extension is spelled out in either case. */
const EXTENSION = `(?:${AUDIO_FILE_EXTENSIONS.map((extension) => extension.replace(/[a-z]/g, (letter) => `[${letter}${letter.toUpperCase()}]`)).join('|')})`;
const TAIL = String.raw`(?:[?#]\S*)?`;

/**
 * Part 1 §5 "Video link recognition": a SoundCloud track or playlist page
 * (soundcloud.com/artist/track, /artist/sets/playlist) or its short link
 * (on.soundcloud.com/...), played in SoundCloud's own widget.
 */
const SOUNDCLOUD = String.raw`https://(?:(?:www\.|m\.)?soundcloud\.com/[\w-]+/(?:sets/)?[\w-]+/?|on\.soundcloud\.com/\w+/?)${TAIL}`;
const soundCloudPage = new RegExp(`^${SOUNDCLOUD}$`, 'u');

/** The player SoundCloud embeds its pages with; the manifest lets the page frame it (embedOrigins). */
export const SOUNDCLOUD_PLAYER_ORIGIN = 'https://w.soundcloud.com';

/**
 * An audio address: an https file (the host's content policy loads media from
 * https sources), a file of this site's media library, or a SoundCloud page; empty until chosen.
 */
export const AUDIO_URL_PATTERN = String.raw`^(?:|https://[^\s/?#@]+/[^\s?#]*\.${EXTENSION}${TAIL}|/server/media/(?![^?#]*\.\.)[\w.~%/-]+${TAIL}|${SOUNDCLOUD})$`;

export const MAX_AUDIO_URL_LENGTH = 2048;

/** Our own message (the spec gives none) for an address that is no audio file. */
export const AUDIO_ADDRESS_REFUSED = "Please enter the https address of an audio file (mp3, m4a or ogg), a SoundCloud link, or a file of this site's media library.";

const audioAddress = new RegExp(AUDIO_URL_PATTERN, 'u');

/** Whether an address plays as the component's audio (the same rule the config schema applies). */
export function isAudioAddress(url: string): boolean {
  return url !== '' && url.length <= MAX_AUDIO_URL_LENGTH && audioAddress.test(url);
}

/** The SoundCloud widget's address for a SoundCloud page, or null for any other address. */
export function soundCloudPlayer(url: string): string | null {
  if (url.length > MAX_AUDIO_URL_LENGTH || !soundCloudPage.test(url)) return null;
  return `${SOUNDCLOUD_PLAYER_ORIGIN}/player/?url=${encodeURIComponent(url.replace(/[?#].*$/, ''))}&visual=false`;
}
