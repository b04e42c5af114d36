import type { AudioConfig, AudioSubtitle } from '../schemas/audioConfig.ts';
import { FILE_NAME_LIMITS, canonicalLanguage, shortenFileName } from '../transcript/transcriptNames.ts';

function preparedSubtitle(subtitle: AudioSubtitle): AudioSubtitle {
  const prepared: AudioSubtitle = { label: subtitle.label.trim(), language: canonicalLanguage(subtitle.language), url: subtitle.url };
  if (subtitle.fileName !== undefined && subtitle.fileName.trim() !== '') prepared.fileName = shortenFileName(subtitle.fileName.trim(), FILE_NAME_LIMITS.entry);
  return prepared;
}

/**
 * Normalises a valid audio config before it is stored: the subtitle list
 * present, an empty title dropped, labels trimmed, language tags in their usual
 * casing, file names shortened to 27 characters (part 1 §9).
 */
export function prepareAudioConfig(config: AudioConfig): AudioConfig {
  const { title, ...rest } = config;
  const trimmed = title?.trim();
  return { ...rest, ...(trimmed ? { title: trimmed } : {}), subtitles_array: (config.subtitles_array ?? []).map(preparedSubtitle) };
}
