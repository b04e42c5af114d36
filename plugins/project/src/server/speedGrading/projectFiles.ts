import type { MediaFileSummary } from '@lms/sdk';
import type { ProjectFile } from '../../schemas/projectTypes.ts';

/** The library files of a read, by id. */
export type MediaById = ReadonlyMap<string, MediaFileSummary>;

export const mediaById = (files: readonly MediaFileSummary[]): MediaById => new Map(files.map((file) => [file.id, file]));

/**
 * A file an artifact or a feedback points at; null when it is gone from the
 * library. `converting` stays false here: the library keeps no conversion
 * state yet (the video conversion job of issue 19 §7 sets it).
 */
export function projectFile(media: MediaById, id: string | null): ProjectFile | null {
  const file = id === null ? undefined : media.get(id);
  if (!file) return null;
  return { id: file.id, filename: file.displayName || file.name, url: file.url, thumbnailUrl: file.thumbnailUrl, mimetype: file.mimetype, converting: false };
}
