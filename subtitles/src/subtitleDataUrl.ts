/** Converted subtitles travel as data URLs (part 2 §3: an entry's subs is a data URL), base64 so any text survives. */
export const WEBVTT_MIME_TYPE = 'text/vtt';
/** An audio's transcript without timings (a .txt) is kept as plain text. */
export const PLAIN_TEXT_MIME_TYPE = 'text/plain';

/** The largest file an entry holds once converted: a two-hour film's WebVTT is about 100 KiB. */
export const MAX_SUBTITLE_BYTES = 256 * 1024;

/** The longest base64 data URL of `bytes` bytes of a text of `mimeType`. */
export function maxTextDataUrlLength(mimeType: string, bytes = MAX_SUBTITLE_BYTES): number {
  return `data:${mimeType};base64,`.length + Math.ceil(bytes / 3) * 4;
}

/** The longest data URL of a WebVTT of MAX_SUBTITLE_BYTES. */
export const MAX_WEBVTT_DATA_URL_LENGTH = maxTextDataUrlLength(WEBVTT_MIME_TYPE);

/** A data URL of UTF-8 text, base64 encoded (btoa and TextEncoder exist in browsers and in Node). */
export function textDataUrl(text: string, mimeType: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  // In slices: spreading a whole large file into fromCharCode overflows the call stack.
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return `data:${mimeType};base64,${btoa(binary)}`;
}

/** The MIME type and text of a data URL (base64 or percent-encoded); null when the URL is none or does not decode. */
export function readDataUrl(url: string): { mimeType: string; text: string } | null {
  const match = /^data:([^,;]*)((?:;[^,;]*)*),(.*)$/s.exec(url);
  if (!match) return null;
  const [, mimeType = '', parameters = '', payload = ''] = match;
  try {
    if (!parameters.split(';').includes('base64')) return { mimeType, text: decodeURIComponent(payload) };
    const binary = atob(payload);
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    return { mimeType, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return null;
  }
}
