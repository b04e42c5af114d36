import type { MediaLibraryName } from '@lms/sdk/web';
import type { ArtifactType } from '../../schemas/projectTypes.ts';

export interface ArtifactKind {
  /** What the add menu and a screen reader call it. */
  label: string;
  /** How its content is given: typed rich text, a file of the media library, or an address. */
  source: 'text' | 'file' | 'url';
  library?: MediaLibraryName;
  /** Part 2 §5 Files: the extensions accepted for this type. */
  extensions?: readonly string[];
  /** Recorded in the browser as well as uploaded. */
  recordable?: 'audio' | 'video';
}

/** Part 2 §5 "Accepted media", per artifact type; a plain file takes any upload extension. */
export const ARTIFACT_KINDS: Readonly<Record<ArtifactType, ArtifactKind>> = {
  text: { label: 'Text', source: 'text' },
  image: { label: 'Image', source: 'file', library: 'images', extensions: ['jpg', 'jpeg', 'png', 'gif', 'webp'] },
  audio: { label: 'Audio', source: 'file', library: 'files', extensions: ['mp3', 'm4a', 'ogg', 'webm'], recordable: 'audio' },
  video: { label: 'Video', source: 'file', library: 'files', extensions: ['mp4', 'mpg', 'mov', 'm4v', 'webm'], recordable: 'video' },
  pdf: { label: 'PDF', source: 'file', library: 'files', extensions: ['pdf'] },
  document: { label: 'Document', source: 'file', library: 'files', extensions: ['doc', 'docx'] },
  presentation: { label: 'Presentation', source: 'file', library: 'files', extensions: ['ppt', 'pptx'] },
  spreadsheet: { label: 'Spreadsheet', source: 'file', library: 'files', extensions: ['xls', 'xlsx', 'ods'] },
  file: {
    label: 'File',
    source: 'file',
    library: 'files',
    extensions: ['jpg', 'jpeg', 'png', 'gif', 'pdf', 'doc', 'docx', 'ppt', 'pptx', 'mp4', 'mp3', 'm4a', 'mpg', 'mov', 'm4v', 'ogg', 'webp', 'webm', 'txt', 'xls', 'xlsx', 'ods'],
  },
  url: { label: 'Link', source: 'url' },
};
