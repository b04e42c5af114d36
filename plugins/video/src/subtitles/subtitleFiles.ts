import type { SubtitleFormat } from './readSubtitles.ts';

/** The media a subtitle file goes with; each takes its own files (part 2 §5 "Files"). */
export type SubtitleMedia = 'video' | 'audio';

/** Subtitles are shown as captions; descriptions are read out for people who cannot see the picture. */
export type SubtitleKind = 'subtitle' | 'description';

/**
 * The files each media's chooser takes, by extension. Part 2 §5: video srt and
 * vtt, and xml (timed text) and ass converted to vtt; audio srt, txt and vtt.
 * ttml and dfxp are timed text's own extensions, ssa is ass's older form.
 */
export const SUBTITLE_FILE_EXTENSIONS: Record<SubtitleMedia, readonly string[]> = {
  video: ['srt', 'vtt', 'xml', 'ttml', 'dfxp', 'ass', 'ssa'],
  audio: ['srt', 'txt', 'vtt'],
};

/** The formats read for each media, judged by content: a .txt for audio holds SubRip or WebVTT. */
export const SUBTITLE_READ_FORMATS: Record<SubtitleMedia, readonly SubtitleFormat[]> = {
  video: ['srt', 'vtt', 'ttml', 'ssa'],
  audio: ['srt', 'vtt'],
};

/** Part 1 §5 and part 2 §5: the file's text is in no format read for its media. */
export const INVALID_SUBTITLE_FORMAT = 'Invalid subtitle file format...';

/** Part 2 §5: no file, or a file of a kind the chooser does not take. */
export function chooseSubtitleFileMessage(kind: SubtitleKind): string {
  return `Please choose a ${kind} file (.srt preferred)`;
}

/** Part 2 §5 "Component save". */
export const SUBTITLE_LABEL_REQUIRED = 'Please enter a display label for every subtitle file';

/** Part 1 §5 and part 2 §5 say each subtitle needs a language (no quoted message: the rule itself is the message). */
export const SUBTITLE_LANGUAGE_REQUIRED = 'Each subtitle needs a language.';

/** Our own message: a language given, but not as a code a player understands. */
export const SUBTITLE_LANGUAGE_INVALID = 'Please enter the language as a code such as en, es or pt-BR.';

/** Our own message: the converted WebVTT is larger than an entry holds. */
export const SUBTITLE_FILE_TOO_LARGE = 'This subtitle file is too large (at most 256 KiB once converted to WebVTT).';
