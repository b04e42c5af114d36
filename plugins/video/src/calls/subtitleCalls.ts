import { defineCall, Type } from '@lms/sdk/calls';
import { ConvertedSubtitlesSchema } from '@lms/sdk/subtitles';

/** Timed-text XML is wordy: 2 MiB of it is still well under the 256 KiB WebVTT an entry holds. */
export const MAX_SUBTITLE_TEXT_LENGTH = 2 * 1024 * 1024;

/**
 * POST video/subtitles/convert/: an uploaded subtitle file (its text and name)
 * to WebVTT, the one format browsers read for <track>, with SSA beside it and a
 * suggested label and language.
 */
export const convertSubtitles = defineCall({
  method: 'POST',
  path: 'video/subtitles/convert/',
  summary: 'Converts a subtitle file (SubRip, WebVTT, timed-text XML, SSA/ASS) to WebVTT and SSA.',
  body: Type.Object({
    text: Type.String({
      maxLength: MAX_SUBTITLE_TEXT_LENGTH,
      errorMessage: { type: 'The file text must be text.', maxLength: 'The subtitle file is too large (at most 2 MiB).' },
    }),
    fileName: Type.String({ maxLength: 255, errorMessage: { type: 'The file name must be text.', maxLength: 'The file name is at most 255 characters.' } }),
    media: Type.Unsafe<'video' | 'audio'>({ enum: ['video', 'audio'], errorMessage: 'media must be video or audio.' }),
    kind: Type.Optional(Type.Unsafe<'subtitle' | 'description'>({ enum: ['subtitle', 'description'], errorMessage: 'kind must be subtitle or description.' })),
  }),
  answer: ConvertedSubtitlesSchema,
});
