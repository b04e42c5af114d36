import type { MediaFile } from '@lms/contract/apiTypes.ts';
import type { MediaLibraryName } from './mediaLimits.ts';
import { mediaTypeOf } from './mediaLimits.ts';

export interface MediaRow {
  id: string;
  course_id: string;
  owned_by: string | null;
  library: MediaLibraryName;
  name: string;
  display_name: string;
  extension: string;
  mimetype: string;
  size: string | number;
  sha256: string;
  storage_key: string;
  thumbnail_key: string | null;
  width: number | null;
  height: number | null;
  alt_text: string | null;
  caption: string | null;
  subtitles_array: string[];
  description_array: string[];
  created_at: Date;
  /** Issue 19 item 7: null (served as it is), 'converting' or 'failed'. */
  conversion_state?: 'converting' | 'failed' | null;
  conversion_error?: string | null;
  /** The upload, kept beside the converted file served instead. */
  original_key?: string | null;
  original_size?: string | number | null;
}

/** Where a stored file is served: under its course, with its own name so downloads keep it. */
export function mediaUrl(row: Pick<MediaRow, 'course_id' | 'id' | 'name'>): string {
  return `/server/media/${row.course_id}/${row.id}/${encodeURIComponent(row.name)}`;
}

export function toMediaFile(row: MediaRow): MediaFile {
  return {
    _id: row.id,
    course_id: row.course_id,
    library: row.library,
    name: row.name,
    display_name: row.display_name,
    extension: row.extension,
    mimetype: row.mimetype,
    type: mediaTypeOf(row.extension),
    size: Number(row.size),
    sha256: row.sha256,
    url: mediaUrl(row),
    thumbnail_url: row.thumbnail_key ? `/server/media/${row.course_id}/${row.id}/~thumbnail` : null,
    width: row.width,
    height: row.height,
    alt_text: row.alt_text,
    caption: row.caption,
    subtitles_array: row.subtitles_array,
    description_array: row.description_array,
    owned_by: row.owned_by,
    created_at: new Date(row.created_at).toISOString(),
    converting: row.conversion_state === 'converting',
    conversion_error: row.conversion_error ?? null,
  };
}
