/** Transcripts travel in the config as base64 data URLs (part 2 §3: subs is a data URL): WebVTT, or plain text. */
export const TRANSCRIPT_MIME_TYPES = { timed: 'text/vtt', plain: 'text/plain' } as const;

/** The largest transcript an entry holds; an hour of speech is about 60 KiB. */
export const MAX_TRANSCRIPT_BYTES = 256 * 1024;

export const MAX_TRANSCRIPT_DATA_URL_LENGTH = 'data:text/plain;base64,'.length + Math.ceil(MAX_TRANSCRIPT_BYTES / 3) * 4;

export function textDataUrl(text: string, mimeType: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  // In slices: spreading a whole large file into fromCharCode overflows the call stack.
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return `data:${mimeType};base64,${btoa(binary)}`;
}

/** The MIME type and UTF-8 text of a base64 data URL; null for anything else. */
export function readDataUrl(url: string): { mimeType: string; text: string } | null {
  const match = /^data:([^,;]+);base64,([A-Za-z0-9+/]*={0,2})$/.exec(url);
  if (!match) return null;
  try {
    const bytes = Uint8Array.from(atob(match[2] ?? ''), (character) => character.charCodeAt(0));
    return { mimeType: match[1] ?? '', text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return null;
  }
}
