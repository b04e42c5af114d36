import type { SubtitleReaders } from './readSubtitles.ts';
import { readSsa } from './readSsa.ts';
import { readSubRip } from './readSubRip.ts';
import { readTimedTextXml } from './readTimedTextXml.ts';
import { readWebVtt } from './readWebVtt.ts';
import type { SubtitleMedia } from './subtitleFiles.ts';

/** WebVTT alone: what stored tracks are (converted at upload, or a library .vtt). */
export const WEBVTT_READERS: SubtitleReaders = { vtt: readWebVtt };

/** SubRip and WebVTT: what audio takes (a .txt may hold either). No XML parser: a browser reads them lightly. */
export const SUBRIP_AND_WEBVTT_READERS: SubtitleReaders = { srt: (text) => ({ cues: readSubRip(text) }), vtt: readWebVtt };

/**
 * The formats read for each media (part 2 §5): video also converts timed-text
 * XML and ASS, which brings in the XML parser, so code that runs in a browser
 * names the lighter set it needs instead of this table.
 */
export const SUBTITLE_READERS: Record<SubtitleMedia, SubtitleReaders> = {
  video: { ...SUBRIP_AND_WEBVTT_READERS, ttml: readTimedTextXml, ssa: (text) => ({ cues: readSsa(text) }) },
  audio: SUBRIP_AND_WEBVTT_READERS,
};
