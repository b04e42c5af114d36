// Runs in the kernel's worker threads (offLoopJob): reading a subtitle file is CPU work on user input.
import { SUBTITLE_READERS, convertSubtitleFile, type SubtitleConversion, type SubtitleFileInput } from '@lms/sdk/subtitles';

export function convertSubtitles(input: SubtitleFileInput): SubtitleConversion {
  return convertSubtitleFile(input, SUBTITLE_READERS[input.media]);
}
