import type { SubtitleDocument } from './cue.ts';
import { normaliseLines } from './cueText.ts';
import { isSubRipTiming } from './readSubRip.ts';
import { looksLikeSsa } from './readSsa.ts';
import { looksLikeTimedTextXml } from './timedTextSignature.ts';
import { looksLikeWebVtt } from './readWebVtt.ts';

/** The subtitle formats read (part 1 §9: SubRip, WebVTT, timed-text XML; part 2 §5 also converts ass). */
export type SubtitleFormat = 'srt' | 'vtt' | 'ttml' | 'ssa';

/** The formats a caller reads, each with its reader (see subtitleReaders.ts). */
export type SubtitleReaders = Partial<Record<SubtitleFormat, (text: string) => SubtitleDocument>>;

/** Which format the text is written in, judged by its content: file names are often wrong (a .txt holding SubRip). */
export function detectSubtitleFormat(text: string): SubtitleFormat | undefined {
  if (looksLikeWebVtt(text)) return 'vtt';
  if (looksLikeTimedTextXml(text)) return 'ttml';
  if (looksLikeSsa(text)) return 'ssa';
  if (normaliseLines(text).split('\n').some(isSubRipTiming)) return 'srt';
  return undefined;
}

/**
 * Reads subtitle text in one of the formats `readers` reads. Answers null when
 * the text is in none of them or holds no cue a player could show.
 */
export function readSubtitles(text: string, readers: SubtitleReaders): (SubtitleDocument & { format: SubtitleFormat }) | null {
  const format = detectSubtitleFormat(text);
  const read = format === undefined ? undefined : readers[format];
  if (format === undefined || read === undefined) return null;
  const document = read(text);
  return document.cues.length === 0 ? null : { ...document, format };
}
