import { prepareSubtitleTrack } from '@lms/sdk/subtitles';
import type { VideoConfig } from '../schemas/videoConfig.ts';

/**
 * Normalises a valid video config before it is stored: both track lists
 * present, each track prepared (label trimmed, language tag in its usual
 * casing, file name shortened to 27 characters: part 1 §9).
 */
export function prepareVideoConfig(config: VideoConfig): VideoConfig {
  return {
    ...config,
    video_subtitles_array: (config.video_subtitles_array ?? []).map(prepareSubtitleTrack),
    video_description_array: (config.video_description_array ?? []).map(prepareSubtitleTrack),
  };
}
