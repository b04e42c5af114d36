import type { Transcript } from './cue.ts';
import { normaliseLines } from './cueText.ts';
import { detectSubtitleFormat, readSubtitles, type SubtitleReaders } from './readSubtitles.ts';

/**
 * Reads a subtitle file as a transcript: timed cues when its text is in a
 * format of `readers`; else, when `plain` allows it (an audio's .txt), its text
 * as a plain transcript. Null when there is nothing to follow or read: no cue a
 * player could show in a timed file, or blank plain text.
 */
export function readTranscript(text: string, readers: SubtitleReaders, plain: boolean): Transcript | null {
  const document = readSubtitles(text, readers);
  if (document) {
    const { format: _format, ...timed } = document;
    return { timed: true, ...timed };
  }
  const format = detectSubtitleFormat(text);
  // A file in a format read here that holds no cue is a broken subtitle file, not prose.
  if (!plain || (format !== undefined && readers[format] !== undefined)) return null;
  const words = normaliseLines(text).trim();
  return words === '' ? null : { timed: false, text: words };
}
