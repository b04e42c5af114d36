import type { SubtitleDocument } from './cue.ts';
import { isSubRipTiming, readSubRip } from './readSubRip.ts';
import { readSsa, looksLikeSsa } from './readSsa.ts';
import { looksLikeTimedTextXml, readTimedTextXml } from './readTimedTextXml.ts';
import { looksLikeWebVtt, readWebVtt } from './readWebVtt.ts';
import { normaliseLines } from './cueText.ts';

/** The subtitle formats read (part 1 §9: SubRip, WebVTT, timed-text XML; part 2 §5 also converts ass). */
export type SubtitleFormat = 'srt' | 'vtt' | 'ttml' | 'ssa';

/** Which format the text is written in, judged by its content: file names are often wrong (a .txt holding SubRip). */
export function detectSubtitleFormat(text: string): SubtitleFormat | undefined {
  if (looksLikeWebVtt(text)) return 'vtt';
  if (looksLikeTimedTextXml(text)) return 'ttml';
  if (looksLikeSsa(text)) return 'ssa';
  if (normaliseLines(text).split('\n').some(isSubRipTiming)) return 'srt';
  return undefined;
}

const READERS: Record<SubtitleFormat, (text: string) => SubtitleDocument> = {
  srt: (text) => ({ cues: readSubRip(text) }),
  vtt: readWebVtt,
  ttml: readTimedTextXml,
  ssa: (text) => ({ cues: readSsa(text) }),
};

/**
 * Reads subtitle text in one of the `accepted` formats. Answers null when the
 * text is in none of them or holds no cue a player could show.
 */
export function readSubtitles(text: string, accepted: readonly SubtitleFormat[]): (SubtitleDocument & { format: SubtitleFormat }) | null {
  const format = detectSubtitleFormat(text);
  if (format === undefined || !accepted.includes(format)) return null;
  const document = READERS[format](text);
  return document.cues.length === 0 ? null : { ...document, format };
}
