import { defineRoute, jsonSchema, LmsError, offLoopJob } from '@lms/sdk';
import type { SubtitleConversion, SubtitleFileInput } from '@lms/sdk/subtitles';

/** Timed-text XML is wordy: 2 MiB of it is still well under the 256 KiB WebVTT an entry holds. */
const MAX_TEXT_LENGTH = 2 * 1024 * 1024;

interface ConvertBody {
  text: string;
  fileName: string;
  media: SubtitleFileInput['media'];
  kind?: SubtitleFileInput['kind'];
}

const convertBodySchema = jsonSchema<ConvertBody>({
  type: 'object',
  required: ['text', 'fileName', 'media'],
  properties: {
    text: { type: 'string', maxLength: MAX_TEXT_LENGTH, errorMessage: { type: 'The file text must be text.', maxLength: 'The subtitle file is too large (at most 2 MiB).' } },
    fileName: { type: 'string', maxLength: 255, errorMessage: { type: 'The file name must be text.', maxLength: 'The file name is at most 255 characters.' } },
    media: { enum: ['video', 'audio'], errorMessage: 'media must be video or audio.' },
    kind: { enum: ['subtitle', 'description'], errorMessage: 'kind must be subtitle or description.' },
  },
});

/** Off the event loop, and stopped after 5 seconds: the readers are linear, but 2 MiB of text is still work. */
const convertSubtitles = offLoopJob<SubtitleFileInput, SubtitleConversion>(new URL('./convertSubtitlesJob.ts', import.meta.url).href, 'convertSubtitles', {
  deadlineMs: 5_000,
  maxInputLength: MAX_TEXT_LENGTH + 255,
});

/**
 * POST video/subtitles/convert/: an uploaded subtitle file (its text and name)
 * to WebVTT, the one format browsers read for <track>, with SSA beside it and a
 * suggested label and language. Any logged-in user: students upload media with
 * subtitles in their projects too.
 */
export const convertSubtitlesRoute = defineRoute({
  method: 'POST',
  path: 'video/subtitles/convert/',
  permission: 'user',
  summary: 'Converts a subtitle file (SubRip, WebVTT, timed-text XML, SSA/ASS) to WebVTT and SSA.',
  body: convertBodySchema,
  bodyLimit: MAX_TEXT_LENGTH * 4 + 4096,
  async handler({ body }) {
    const result = await convertSubtitles({ text: body.text, fileName: body.fileName, media: body.media, kind: body.kind ?? 'subtitle' });
    if (!result.ok) throw LmsError.validation([{ field: result.field, message: result.message }]);
    return result.converted;
  },
});
