import type { MediaFile } from '@lms/sdk';
import type { ProjectFile } from '../../schemas/projectTypes.ts';

/** The library files of a read, by id. */
export type MediaById = ReadonlyMap<string, MediaFile>;

export const mediaById = (files: readonly MediaFile[]): MediaById => new Map(files.map((file) => [file._id, file]));

/** A file an artifact or a feedback points at (a video still being converted says so); null when it is gone from the library. */
export function projectFile(media: MediaById, id: string | null): ProjectFile | null {
  const file = id === null ? undefined : media.get(id);
  if (!file) return null;
  return { id: file._id, filename: file.display_name || file.name, url: file.url, thumbnailUrl: file.thumbnail_url, mimetype: file.mimetype, converting: file.converting };
}
