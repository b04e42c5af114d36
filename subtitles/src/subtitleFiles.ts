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

/**
 * The files kept as a plain transcript when they hold no timings: an audio's
 * transcript is read beside the player, so its words alone are worth keeping;
 * a video's subtitles must play as captions.
 */
export const PLAIN_TRANSCRIPT_EXTENSIONS: Record<SubtitleMedia, readonly string[]> = {
  video: [],
  audio: ['txt'],
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

/** Our own messages: the file is larger than an entry holds (an audio's plain transcript is kept as it is, not converted). */
export const SUBTITLE_FILE_TOO_LARGE: Record<SubtitleMedia, string> = {
  video: 'This subtitle file is too large (at most 256 KiB once converted to WebVTT).',
  audio: 'This subtitle file is too large (at most 256 KiB).',
};
