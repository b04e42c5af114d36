import type { MediaLibraryName } from '@lms/sdk/web';
import { ACCEPTED_EXTENSIONS } from '../../rules/projectArtifacts.ts';
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

/** Per artifact type: how it is given and, for files, the library and the extensions the server accepts (part 2 §5 "Accepted media"). */
export const ARTIFACT_KINDS: Readonly<Record<ArtifactType, ArtifactKind>> = {
  text: { label: 'Text', source: 'text' },
  image: { label: 'Image', source: 'file', library: 'images', extensions: ACCEPTED_EXTENSIONS.image },
  audio: { label: 'Audio', source: 'file', library: 'files', extensions: ACCEPTED_EXTENSIONS.audio, recordable: 'audio' },
  video: { label: 'Video', source: 'file', library: 'files', extensions: ACCEPTED_EXTENSIONS.video, recordable: 'video' },
  pdf: { label: 'PDF', source: 'file', library: 'files', extensions: ACCEPTED_EXTENSIONS.pdf },
  document: { label: 'Document', source: 'file', library: 'files', extensions: ACCEPTED_EXTENSIONS.document },
  presentation: { label: 'Presentation', source: 'file', library: 'files', extensions: ACCEPTED_EXTENSIONS.presentation },
  spreadsheet: { label: 'Spreadsheet', source: 'file', library: 'files', extensions: ACCEPTED_EXTENSIONS.spreadsheet },
  file: { label: 'File', source: 'file', library: 'files', extensions: ACCEPTED_EXTENSIONS.file },
  url: { label: 'Link', source: 'url' },
};
