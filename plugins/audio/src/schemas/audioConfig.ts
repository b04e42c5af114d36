import { mediaAddressSchema, uploadedFileSchema } from '@lms/sdk';
import { subtitleTrackSchema, type SubtitleTrack } from '@lms/sdk/subtitles';
import { AUDIO_ADDRESS_REFUSED, AUDIO_URL_PATTERN, MAX_AUDIO_URL_LENGTH } from './audioAddress.ts';

/**
 * One subtitle file of the audio, its transcript: WebVTT or plain text as a
 * data URL (converted at upload), or a .vtt or .txt of this site's media library.
 */
export type AudioSubtitle = SubtitleTrack;

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

export const audioConfigSchema = {
  type: 'object',
  required: ['url'],
  additionalProperties: false,
  properties: {
    url: mediaAddressSchema({ pattern: AUDIO_URL_PATTERN, refused: AUDIO_ADDRESS_REFUSED, maxLength: MAX_AUDIO_URL_LENGTH, noun: 'audio' }),
    file: uploadedFileSchema(),
    title: { type: 'string', titleText: true, maxLength: MAX_TITLE_LENGTH, errorMessage: { type: 'The title must be text.', maxLength: `The title is at most ${MAX_TITLE_LENGTH} characters.` } },
    subtitles_array: {
      type: 'array',
      maxItems: MAX_SUBTITLES,
      items: subtitleTrackSchema('audio', 'subtitle'),
      errorMessage: { type: 'The subtitle files must be a list.', maxItems: `An audio has at most ${MAX_SUBTITLES} subtitle files.` },
    },
  },
} as const;
