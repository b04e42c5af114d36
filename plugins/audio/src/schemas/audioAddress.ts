/** Part 1 §9 and part 2 §5: audio files are mp3, m4a and ogg. */
export const AUDIO_FILE_EXTENSIONS = ['mp3', 'm4a', 'ogg'] as const;

/** JSON Schema patterns take no flags: the extension is spelled out in either case. */
const EXTENSION = `(?:${AUDIO_FILE_EXTENSIONS.map((extension) => extension.replace(/[a-z]/g, (letter) => `[${letter}${letter.toUpperCase()}]`)).join('|')})`;
const TAIL = String.raw`(?:[?#]\S*)?`;

/**
 * An audio address: an https file (the host's content policy loads media from
 * https sources) or a file of this site's media library; empty until chosen.
 */
export const AUDIO_URL_PATTERN = String.raw`^(?:|https://[^\s/?#@]+/[^\s?#]*\.${EXTENSION}${TAIL}|/server/media/(?![^?#]*\.\.)[\w.~%/-]+${TAIL})$`;

export const MAX_AUDIO_URL_LENGTH = 2048;

/** Our own message (the spec gives none) for an address that is no audio file. */
export const AUDIO_ADDRESS_REFUSED = "Please enter the https address of an audio file (mp3, m4a or ogg), or a file of this site's media library.";

const audioAddress = new RegExp(AUDIO_URL_PATTERN, 'u');

/** Whether an address plays as the component's audio (the same rule the config schema applies). */
export function isAudioAddress(url: string): boolean {
  return url !== '' && url.length <= MAX_AUDIO_URL_LENGTH && audioAddress.test(url);
}
