import type { ArtifactType } from '../schemas/projectTypes.ts';

/**
 * Part 2 §5 Files "Accepted media", by artifact type: the extensions of the
 * library file a file-backed artifact may name. Audio also takes webm, what
 * browsers record audio in (issue 19: audio recorded in the browser). `file`
 * takes any extension the uploader accepts (part 2 §5 "File upload extensions").
 */
export const ACCEPTED_EXTENSIONS: Record<Exclude<ArtifactType, 'text' | 'url'>, readonly string[]> = {
  image: ['jpg', 'jpeg', 'png', 'gif', 'webp'],
  video: ['mp4', 'mpg', 'mov', 'm4v', 'webm'],
  audio: ['mp3', 'm4a', 'ogg', 'webm'],
  pdf: ['pdf'],
  document: ['doc', 'docx'],
  presentation: ['ppt', 'pptx'],
  spreadsheet: ['xls', 'xlsx'],
  file: ['jpg', 'jpeg', 'png', 'gif', 'pdf', 'doc', 'docx', 'ppt', 'pptx', 'mp4', 'mp3', 'm4a', 'mpg', 'mov', 'm4v', 'ogg', 'webp', 'webm', 'txt', 'xls', 'xlsx', 'ods'],
};

export type FileArtifactType = keyof typeof ACCEPTED_EXTENSIONS;

export const isFileArtifact = (type: ArtifactType): type is FileArtifactType => type !== 'text' && type !== 'url';

export const ARTIFACT_MESSAGES = {
  fileRequired: 'Choose a file for this item.',
  fileType: 'File type not allowed.',
  fileNotFound: 'The file is not in this course’s library.',
  urlRequired: 'URL is required here',
  urlInvalid: 'Enter a web address that starts with http:// or https://.',
  textRequired: 'Write something for this item.',
} as const;

/** Whether a library file with `extension` fits an artifact of `type`. */
export function fileFits(type: FileArtifactType, extension: string): boolean {
  return ACCEPTED_EXTENSIONS[type].includes(extension.toLowerCase());
}

/** A url artifact's address: http or https only, never javascript:, data: or a relative path. */
export function isWebAddress(url: string): boolean {
  try {
    const parsed = new URL(url.trim());
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname.length > 0;
  } catch {
    return false;
  }
}
