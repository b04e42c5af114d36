import type { SubtitleTrack, VideoConfig } from '../schemas/videoConfig.ts';
import { canonicalLanguage } from '../subtitles/subtitleLanguage.ts';
import { FILE_NAME_LIMITS, shortenFileName } from '../subtitles/subtitleFileName.ts';

function preparedTrack(track: SubtitleTrack): SubtitleTrack {
  const prepared: SubtitleTrack = { label: track.label.trim(), language: canonicalLanguage(track.language), url: track.url };
  if (track.fileName !== undefined && track.fileName.trim() !== '') prepared.fileName = shortenFileName(track.fileName.trim(), FILE_NAME_LIMITS.entry);
  return prepared;
}

/**
 * Normalises a valid video config before it is stored: both track lists
 * present, labels trimmed, language tags in their usual casing (en-us becomes
 * en-US), file names shortened to 27 characters (part 1 §9).
 */
export function prepareVideoConfig(config: VideoConfig): VideoConfig {
  return {
    ...config,
    video_subtitles_array: (config.video_subtitles_array ?? []).map(preparedTrack),
    video_description_array: (config.video_description_array ?? []).map(preparedTrack),
  };
}
