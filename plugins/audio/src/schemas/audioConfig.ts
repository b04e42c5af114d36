import { MAX_TRANSCRIPT_DATA_URL_LENGTH } from '../transcript/transcriptDataUrl.ts';
import {
  CHOOSE_SUBTITLE_FILE,
  SUBTITLE_LABEL_REQUIRED,
  SUBTITLE_LANGUAGE_INVALID,
  SUBTITLE_LANGUAGE_REQUIRED,
  TRANSCRIPT_TOO_LARGE,
} from '../transcript/transcriptMessages.ts';
import { LANGUAGE_CODE_PATTERN } from '../transcript/transcriptNames.ts';
import { AUDIO_ADDRESS_REFUSED, AUDIO_URL_PATTERN, MAX_AUDIO_URL_LENGTH } from './audioAddress.ts';

/** One subtitle file of the audio, its transcript. */
export interface AudioSubtitle {
  label: string;
  /** BCP 47 tag, <track srclang>. */
  language: string;
  /** WebVTT or plain text as a data URL (converted at upload), or a .vtt or .txt of this site's media library. */
  url: string;
  /** The uploaded file's name, shortened to 27 characters. */
  fileName?: string;
}

/** The audio component's config. Shared by server and web. */
export interface AudioConfig {
  /** An https mp3, m4a or ogg file, or a file of this site's media library; empty until chosen. */
  url: string;
  /** The uploaded media record the url plays, when it came from the library. */
  file?: string;
  /** Shown above the player and naming it for screen readers. */
  title?: string;
  subtitles_array?: AudioSubtitle[];
}

export const MAX_TITLE_LENGTH = 200;
export const MAX_SUBTITLES = 20;

/** Browsers read WebVTT only and pages may fetch from this site alone: converted text, or a library .vtt or .txt. */
export const SUBTITLE_URL_PATTERN = String.raw`^(?:data:text/(?:vtt|plain);base64,[A-Za-z0-9+/]*={0,2}|/server/media/(?![^?#]*\.\.)[\w.~%/-]+\.(?:[vV][tT][tT]|[tT][xX][tT])(?:\?\S*)?)$`;

const subtitleSchema = {
  type: 'object',
  required: ['label', 'language', 'url'],
  additionalProperties: false,
  properties: {
    label: {
      type: 'string',
      pattern: String.raw`\S`,
      maxLength: 80,
      errorMessage: { type: SUBTITLE_LABEL_REQUIRED, pattern: SUBTITLE_LABEL_REQUIRED, maxLength: 'A display label is at most 80 characters.' },
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
      maxLength: MAX_TRANSCRIPT_DATA_URL_LENGTH,
      pattern: SUBTITLE_URL_PATTERN,
      errorMessage: { type: CHOOSE_SUBTITLE_FILE, pattern: CHOOSE_SUBTITLE_FILE, maxLength: TRANSCRIPT_TOO_LARGE },
    },
    fileName: { type: 'string', maxLength: 255, errorMessage: { type: 'The file name must be text.', maxLength: 'The file name is at most 255 characters.' } },
  },
  errorMessage: {
    type: 'Each subtitle file needs a display label, a language and a file.',
    required: { label: SUBTITLE_LABEL_REQUIRED, language: SUBTITLE_LANGUAGE_REQUIRED, url: CHOOSE_SUBTITLE_FILE },
  },
} as const;

export const audioConfigSchema = {
  type: 'object',
  required: ['url'],
  additionalProperties: false,
  properties: {
    url: {
      type: 'string',
      maxLength: MAX_AUDIO_URL_LENGTH,
      pattern: AUDIO_URL_PATTERN,
      errorMessage: { type: AUDIO_ADDRESS_REFUSED, pattern: AUDIO_ADDRESS_REFUSED, maxLength: `The audio address is at most ${MAX_AUDIO_URL_LENGTH} characters.` },
    },
    file: { type: 'string', pattern: '^[0-9a-f]{24}$', errorMessage: 'The uploaded file must be named by its 24-character id.' },
    title: { type: 'string', maxLength: MAX_TITLE_LENGTH, errorMessage: { type: 'The title must be text.', maxLength: `The title is at most ${MAX_TITLE_LENGTH} characters.` } },
    subtitles_array: {
      type: 'array',
      maxItems: MAX_SUBTITLES,
      items: subtitleSchema,
      errorMessage: { type: 'The subtitle files must be a list.', maxItems: `An audio has at most ${MAX_SUBTITLES} subtitle files.` },
    },
  },
} as const;
