import type { MediaFile } from '@lms/sdk';
import type { ProjectFile } from '../../schemas/projectTypes.ts';
import { projectFile } from '../projects/projectRows.ts';

/** The library files of a read, by id. */
export type MediaById = ReadonlyMap<string, MediaFile>;

export const mediaById = (files: readonly MediaFile[]): MediaById => new Map(files.map((file) => [file._id, file]));

/** The file of project `projectId` an artifact or a feedback points at, as the project screen shows it; null when it is gone from the library. */
export function projectFileOf(media: MediaById, id: string | null, projectId: string): ProjectFile | null {
  const file = id === null ? undefined : media.get(id);
  return file ? projectFile(file, projectId) : null;
}
