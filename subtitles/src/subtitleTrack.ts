import { MAX_SUBTITLE_BYTES, PLAIN_TEXT_MIME_TYPE, WEBVTT_MIME_TYPE, maxTextDataUrlLength } from './subtitleDataUrl.ts';
import { FILE_NAME_LIMITS, shortenFileName } from './subtitleFileName.ts';
import {
  SUBTITLE_FILE_TOO_LARGE,
  SUBTITLE_LABEL_REQUIRED,
  SUBTITLE_LANGUAGE_INVALID,
  SUBTITLE_LANGUAGE_REQUIRED,
  chooseSubtitleFileMessage,
  type SubtitleKind,
  type SubtitleMedia,
} from './subtitleFiles.ts';
import { LANGUAGE_CODE_PATTERN, canonicalLanguage } from './subtitleLanguage.ts';

/** One subtitle or description file of a component's media: what <track> (and a transcript) needs. */
export interface SubtitleTrack {
  /** Shown in the player's captions menu. */
  label: string;
  /** BCP 47 tag, <track srclang>. */
  language: string;
  /** The converted file as a data URL, or a file of this site's media library. */
  url: string;
  /** The uploaded file's name, shortened to 27 characters; shown beside the row in the editor. */
  fileName?: string;
}

export const MAX_LABEL_LENGTH = 80;

function trackUrlPattern(dataTypes: string, libraryExtensions: string): string {
  return String.raw`^(?:data:text/${dataTypes};base64,[A-Za-z0-9+/]*={0,2}|/server/media/(?![^?#]*\.\.)[\w.~%/-]+\.${libraryExtensions}(?:\?\S*)?)$`;
}

/**
 * What a track's url may be. Browsers read WebVTT only, and the site's content
 * policy lets pages fetch from this site alone: WebVTT the upload converted (a
 * data URL) or a .vtt of this site's media library; for audio, also a plain
 * transcript (text/plain, or a library .txt).
 */
export const TRACK_URL_PATTERNS: Record<SubtitleMedia, string> = {
  video: trackUrlPattern('vtt', '[vV][tT][tT]'),
  audio: trackUrlPattern('(?:vtt|plain)', '(?:[vV][tT][tT]|[tT][xX][tT])'),
};

/** The longest url of a track: the data URL of the largest file an entry holds. */
export const MAX_TRACK_URL_LENGTH: Record<SubtitleMedia, number> = {
  video: maxTextDataUrlLength(WEBVTT_MIME_TYPE, MAX_SUBTITLE_BYTES),
  audio: maxTextDataUrlLength(PLAIN_TEXT_MIME_TYPE, MAX_SUBTITLE_BYTES),
};

/** The JSON Schema of one track of a media's config, with the spec's messages (part 2 §5 "Component save"). */
export function subtitleTrackSchema(media: SubtitleMedia, kind: SubtitleKind) {
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
        maxLength: MAX_TRACK_URL_LENGTH[media],
        pattern: TRACK_URL_PATTERNS[media],
        errorMessage: { type: chooseFile, pattern: chooseFile, maxLength: SUBTITLE_FILE_TOO_LARGE[media] },
      },
      fileName: { type: 'string', maxLength: 255, errorMessage: { type: 'The file name must be text.', maxLength: 'The file name is at most 255 characters.' } },
    },
    errorMessage: {
      type: `Each ${kind} file needs a display label, a language and a file.`,
      required: { label: SUBTITLE_LABEL_REQUIRED, language: SUBTITLE_LANGUAGE_REQUIRED, url: chooseFile },
    },
  } as const;
}

/** A valid track as it is stored: label trimmed, language tag in its usual casing (en-us becomes en-US), file name shortened to 27 characters (part 1 §9). */
export function prepareSubtitleTrack(track: SubtitleTrack): SubtitleTrack {
  const prepared: SubtitleTrack = { label: track.label.trim(), language: canonicalLanguage(track.language), url: track.url };
  if (track.fileName !== undefined && track.fileName.trim() !== '') prepared.fileName = shortenFileName(track.fileName.trim(), FILE_NAME_LIMITS.entry);
  return prepared;
}
