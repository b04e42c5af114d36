import { MAX_WEBVTT_DATA_URL_LENGTH } from '../subtitles/subtitleDataUrl.ts';
import {
  SUBTITLE_FILE_TOO_LARGE,
  SUBTITLE_LABEL_REQUIRED,
  SUBTITLE_LANGUAGE_INVALID,
  SUBTITLE_LANGUAGE_REQUIRED,
  chooseSubtitleFileMessage,
  type SubtitleKind,
} from '../subtitles/subtitleFiles.ts';
import { LANGUAGE_CODE_PATTERN } from '../subtitles/subtitleLanguage.ts';

/** One subtitle or description track of a video: what <track> needs. */
export interface SubtitleTrack {
  /** Shown in the player's captions menu. */
  label: string;
  /** BCP 47 tag, <track srclang>. */
  language: string;
  /** WebVTT as a data URL (converted at upload), or a .vtt file of this site's media library. */
  url: string;
  /** The uploaded file's name, shortened to 27 characters; shown beside the row in the editor. */
  fileName?: string;
}

export const MAX_LABEL_LENGTH = 80;

/**
 * Browsers read WebVTT only, and the site's content policy lets pages fetch
 * from this site alone: a track is WebVTT the upload converted (a data URL),
 * or a .vtt of this site's media library.
 */
export const TRACK_URL_PATTERN = String.raw`^(?:data:text/vtt;base64,[A-Za-z0-9+/]*={0,2}|/server/media/(?![^?#]*\.\.)[\w.~%/-]+\.[vV][tT][tT](?:\?\S*)?)$`;

export function subtitleTrackSchema(kind: SubtitleKind) {
  const chooseFile = chooseSubtitleFileMessage(kind);
  return {
    type: 'object',
    required: ['label', 'language', 'url'],
    additionalProperties: false,
    properties: {
      label: {
        type: 'string',
        pattern: String.raw`\S`,
        maxLength: MAX_LABEL_LENGTH,
        errorMessage: { type: SUBTITLE_LABEL_REQUIRED, pattern: SUBTITLE_LABEL_REQUIRED, maxLength: `A display label is at most ${MAX_LABEL_LENGTH} characters.` },
      },
      language: {
        type: 'string',
        minLength: 1,
        maxLength: 35,
        pattern: LANGUAGE_CODE_PATTERN,
        errorMessage: { type: SUBTITLE_LANGUAGE_REQUIRED, minLength: SUBTITLE_LANGUAGE_REQUIRED, maxLength: SUBTITLE_LANGUAGE_INVALID, pattern: SUBTITLE_LANGUAGE_INVALID },
      },
      url: {
        type: 'string',
        maxLength: MAX_WEBVTT_DATA_URL_LENGTH,
        pattern: TRACK_URL_PATTERN,
        errorMessage: { type: chooseFile, pattern: chooseFile, maxLength: SUBTITLE_FILE_TOO_LARGE },
      },
      fileName: { type: 'string', maxLength: 255, errorMessage: { type: 'The file name must be text.', maxLength: 'The file name is at most 255 characters.' } },
    },
    errorMessage: {
      type: `Each ${kind} file needs a display label, a language and a file.`,
      required: { label: SUBTITLE_LABEL_REQUIRED, language: SUBTITLE_LANGUAGE_REQUIRED, url: chooseFile },
    },
  } as const;
}
