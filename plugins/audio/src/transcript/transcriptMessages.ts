/** Part 1 §5 and part 2 §5: audio takes srt, txt and vtt subtitle files. */
export const TRANSCRIPT_FILE_EXTENSIONS = ['srt', 'txt', 'vtt'] as const;

/** Part 1 §5 and part 2 §5: a file whose text is in no format audio reads. */
export const INVALID_SUBTITLE_FORMAT = 'Invalid subtitle file format...';

/** Part 2 §5 ('Please choose a ${type} file (.srt preferred)'): no file, or one audio does not take. */
export const CHOOSE_SUBTITLE_FILE = 'Please choose a subtitle file (.srt preferred)';

/** Part 2 §5 "Component save". */
export const SUBTITLE_LABEL_REQUIRED = 'Please enter a display label for every subtitle file';

/** Part 1 §5 and part 2 §5 say each subtitle needs a language (no quoted message: the rule itself is the message). */
export const SUBTITLE_LANGUAGE_REQUIRED = 'Each subtitle needs a language.';

/** Our own message: a language given, but not as a code a player understands. */
export const SUBTITLE_LANGUAGE_INVALID = 'Please enter the language as a code such as en, es or pt-BR.';

/** Our own message: a transcript larger than an entry holds. */
export const TRANSCRIPT_TOO_LARGE = 'This subtitle file is too large (at most 256 KiB).';
