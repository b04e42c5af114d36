import { defineRoute, LmsError, offLoopJob } from '@lms/sdk';
import type { SubtitleConversion, SubtitleFileInput } from '@lms/sdk/subtitles';
import { convertSubtitles as convertSubtitlesCall, MAX_SUBTITLE_TEXT_LENGTH } from '../calls/subtitleCalls.ts';

/** Off the event loop, and stopped after 5 seconds: the readers are linear, but 2 MiB of text is still work. */
const convertSubtitles = offLoopJob<SubtitleFileInput, SubtitleConversion>(new URL('./convertSubtitlesJob.ts', import.meta.url).href, 'convertSubtitles', {
  deadlineMs: 5_000,
  maxInputLength: MAX_SUBTITLE_TEXT_LENGTH + 255,
});

/** Any logged-in user: students upload media with subtitles in their projects too. */
export const convertSubtitlesRoute = defineRoute(convertSubtitlesCall, {
  permission: 'user',
  bodyLimit: MAX_SUBTITLE_TEXT_LENGTH * 4 + 4096,
  async handler({ body }) {
    const result = await convertSubtitles({ text: body.text, fileName: body.fileName, media: body.media, kind: body.kind ?? 'subtitle' });
    if (!result.ok) throw LmsError.validation([{ field: result.field, message: result.message }]);
    return result.converted;
  },
});
