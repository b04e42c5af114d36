import type { ApiClient, MediaFile } from '@lms/sdk/web';
import { uploadSubmission } from '@lms/sdk/calls';
import { UPLOAD_EXTENSIONS } from '../../../schemas/itemContentSchemas.ts';

/** Where the media library serves a file: the server reads the id; the last segment only names the download. */
export const mediaAddress = (courseId: string, mediaId: string) => `/server/media/${courseId}/${mediaId}/answer`;

/** Part 1 §5 Uploads: the uploader's message for a refused type (the server answers the same). */
export const TYPE_NOT_ALLOWED = 'File type not allowed.';

/** Part 2 §8: the camera or microphone was refused (shown 500 ms). */
export const PERMISSION_DENIED = 'Permission denied.';
export const PERMISSION_DENIED_MS = 500;

/** What a file answer may be: the item's extensions, else every one part 2 §5 allows. */
export const fileExtensions = (extensions: readonly string[] | undefined): readonly string[] => extensions ?? UPLOAD_EXTENSIONS;

/** Recordings a browser makes or a student has: the upload list's audio and video files. */
export const RECORDING_EXTENSIONS = { audio: ['mp3', 'm4a', 'ogg', 'webm'], video: ['mp4', 'mov', 'm4v', 'webm'] } as const;

export const extensionOf = (fileName: string) => (/\.([a-z0-9]+)$/i.exec(fileName)?.[1] ?? '').toLowerCase();

/** The extension a recording is saved with, from the recorder's media type (Chromium and Firefox record WebM or Ogg, Safari MP4). */
export function recordingExtension(mimeType: string, kind: 'audio' | 'video'): string {
  if (mimeType.includes('ogg')) return 'ogg';
  if (mimeType.includes('mp4')) return kind === 'audio' ? 'm4a' : 'mp4';
  return 'webm';
}

/**
 * An answer's file or recording, into the course's submissions library (the
 * student's own work: served only to them and the course's professors), which
 * checks its name, real type and size with the uploader's messages. The name
 * goes before the file: the server reads the fields that precede it.
 */
export async function uploadAnswerFile(api: ApiClient, courseId: string, file: Blob, fileName: string): Promise<MediaFile> {
  const form = new FormData();
  form.append('name', fileName);
  form.append('file', file, fileName);
  return (await api.send(uploadSubmission, form, { courseId })).data;
}
