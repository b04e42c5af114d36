import { prepareSubtitleTrack } from '@lms/sdk/subtitles';
import type { AudioConfig } from '../schemas/audioConfig.ts';

/**
 * Normalises a valid audio config before it is stored: the subtitle list
 * present, an empty title dropped, each subtitle prepared (label trimmed,
 * language tag in its usual casing, file name shortened to 27 characters: part 1 §9).
 */
export function prepareAudioConfig(config: AudioConfig): AudioConfig {
  const { title, ...rest } = config;
  const trimmed = title?.trim();
  return { ...rest, ...(trimmed ? { title: trimmed } : {}), subtitles_array: (config.subtitles_array ?? []).map(prepareSubtitleTrack) };
}
