import { mediaAddressSchema, uploadedFileSchema } from '@lms/sdk';
import { Type, type Static } from '@lms/sdk/calls';
import { subtitleTrackSchema, type SubtitleTrack } from '@lms/sdk/subtitles';
import { AUDIO_ADDRESS_REFUSED, AUDIO_URL_PATTERN, MAX_AUDIO_URL_LENGTH } from './audioAddress.ts';

/**
 * One subtitle file of the audio, its transcript: WebVTT or plain text as a
 * data URL (converted at upload), or a .vtt or .txt of this site's media library.
 */
export type AudioSubtitle = SubtitleTrack;

export const MAX_TITLE_LENGTH = 200;
export const MAX_SUBTITLES = 20;

/** The audio component's config. Shared by server and web. */
export const audioConfigSchema = Type.Object(
  {
    /** An https mp3, m4a or ogg file, a SoundCloud page (played in its widget), or a file of this site's media library; empty until chosen. */
    url: mediaAddressSchema({ pattern: AUDIO_URL_PATTERN, refused: AUDIO_ADDRESS_REFUSED, maxLength: MAX_AUDIO_URL_LENGTH, noun: 'audio' }),
    /** The uploaded media record the url plays, when it came from the library. */
    file: Type.Optional(uploadedFileSchema()),
    /** Shown above the player and naming it for screen readers. */
    title: Type.Optional(
      Type.String({ titleText: true, maxLength: MAX_TITLE_LENGTH, errorMessage: { type: 'The title must be text.', maxLength: `The title is at most ${MAX_TITLE_LENGTH} characters.` } }),
    ),
    subtitles_array: Type.Optional(
      Type.Array(Type.Unsafe<AudioSubtitle>(subtitleTrackSchema('audio', 'subtitle')), {
        maxItems: MAX_SUBTITLES,
        errorMessage: { type: 'The subtitle files must be a list.', maxItems: `An audio has at most ${MAX_SUBTITLES} subtitle files.` },
      }),
    ),
  },
  { additionalProperties: false },
);

export type AudioConfig = Static<typeof audioConfigSchema>;

declare module '@lms/sdk' {
  interface ComponentConfigs {
    audio: AudioConfig;
  }
}
