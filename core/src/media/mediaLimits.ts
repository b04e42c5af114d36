/** Part 1 §9: the size limits of the media uploader. */
export const IMAGE_MAX_BYTES = 100 * 1024 * 1024;
export const FILE_MAX_BYTES = 250 * 1024 * 1024;

/** The two libraries of part 1 §7, and members' own uploaded work (served only to them and the course's professors). */
export type MediaLibraryName = 'images' | 'files' | 'submissions';

/** Part 1 §9 "Image extensions". */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg'] as const;

/**
 * Part 2 §5 "File upload extensions" (with the collection editor's txt, xls,
 * xlsx and ods) and part 1 §9 video and audio: what the files library takes;
 * and epub, the books of the e_reader component (part 2 §3).
 */
export const FILE_EXTENSIONS = [
  'pdf', 'epub', 'doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx', 'ods', 'txt',
  'mp4', 'mpg', 'mov', 'm4v', 'ogg', 'webm',
  'mp3', 'm4a',
  'jpg', 'jpeg', 'png', 'gif', 'webp',
] as const;

export const ALLOWED_EXTENSIONS: Record<MediaLibraryName, readonly string[]> = { images: IMAGE_EXTENSIONS, files: FILE_EXTENSIONS, submissions: FILE_EXTENSIONS };
export const MAX_BYTES: Record<MediaLibraryName, number> = { images: IMAGE_MAX_BYTES, files: FILE_MAX_BYTES, submissions: FILE_MAX_BYTES };

/** Part 2 §3: the media type a file is shown as, inferred from its extension. */
export type MediaType = 'image' | 'video' | 'audio' | 'pdf' | 'document' | 'presentation' | 'spreadsheet' | 'text';

const TYPES: Record<string, MediaType> = {
  jpg: 'image', jpeg: 'image', png: 'image', gif: 'image', webp: 'image', svg: 'image',
  mp4: 'video', mpg: 'video', mov: 'video', m4v: 'video', webm: 'video', ogg: 'audio',
  mp3: 'audio', m4a: 'audio',
  pdf: 'pdf', epub: 'document', doc: 'document', docx: 'document', ppt: 'presentation', pptx: 'presentation',
  xls: 'spreadsheet', xlsx: 'spreadsheet', ods: 'spreadsheet', txt: 'text',
};

export function mediaTypeOf(extension: string): MediaType {
  return TYPES[extension] ?? 'document';
}

/** The media type a stored file is served with, by extension (what was sniffed decides acceptance, not this). */
const MIME: Record<string, string> = {
  jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp', svg: 'image/svg+xml',
  mp4: 'video/mp4', mpg: 'video/mpeg', mov: 'video/quicktime', m4v: 'video/x-m4v', webm: 'video/webm', ogg: 'audio/ogg',
  mp3: 'audio/mpeg', m4a: 'audio/mp4', pdf: 'application/pdf', epub: 'application/epub+zip', txt: 'text/plain',
  doc: 'application/msword', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint', pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xls: 'application/vnd.ms-excel', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
};

export function mimetypeOf(extension: string): string {
  return MIME[extension] ?? 'application/octet-stream';
}

/** The extension a sniffed media type stands for, to name a file that came without one. */
export function extensionForMimetype(mimetype: string): string | undefined {
  const found = Object.entries(MIME).find(([, type]) => type === mimetype);
  return found?.[0];
}

export { UPLOAD_MESSAGES } from '@lms/contract/calls/mediaCalls.ts';
