import { htmlToText, LmsError, sanitizeCourseHtmlCapped, type FieldError, type Knex, type MediaFileReader } from '@lms/sdk';
import { ARTIFACT_MESSAGES, fileFits, isWebAddress, type FileArtifactType } from '../../rules/projectArtifacts.ts';
import type { ArtifactType } from '../../schemas/projectTypes.ts';
import type { ArtifactRow } from './projectRows.ts';

/** An artifact's fields as a call sends them (absent: unchanged on an update). */
export interface ArtifactInput {
  title?: string;
  content?: string | null;
  file?: string | null;
  url?: string | null;
}

export type ArtifactFields = Pick<ArtifactRow, 'title' | 'content' | 'media_id' | 'url'>;

/** What a stored text artifact may hold once made safe (the call takes 200,000 characters in). */
const MAX_TEXT = 400_000;

/**
 * Checks an artifact's fields for its type and answers what to store: a text
 * artifact's content made safe (the SDK's course-HTML sanitiser), a url
 * artifact's http(s) address, a file-backed artifact's library file of the
 * course whose extension fits the type (part 2 §5 Files "Accepted media"); a
 * submissions-library file only its uploader's. Fields the type does not use
 * are cleared. Throws 422 with the failing field.
 */
export class ArtifactInputCheck {
  constructor(private readonly media: MediaFileReader) {}

  /** `db`: the caller's transaction when it has one open (the file is read in it). */
  async fields(type: ArtifactType, input: ArtifactInput, previous: ArtifactFields | null, courseId: string, ownerId: string, db?: Knex): Promise<ArtifactFields> {
    const title = (input.title ?? previous?.title ?? '').trim();
    const empty = { title, content: null, media_id: null, url: null };
    if (type === 'text') {
      const html = input.content !== undefined ? (input.content ?? '') : (previous?.content ?? '');
      const content = await sanitizeCourseHtmlCapped(html, { maxLength: MAX_TEXT, field: 'content' });
      if (!htmlToText(content) && !/<img\b/i.test(content)) throw invalid('content', ARTIFACT_MESSAGES.textRequired);
      return { ...empty, content };
    }
    if (type === 'url') {
      const url = (input.url !== undefined ? input.url : previous?.url)?.trim() ?? '';
      if (!url) throw invalid('url', ARTIFACT_MESSAGES.urlRequired);
      if (!isWebAddress(url)) throw invalid('url', ARTIFACT_MESSAGES.urlInvalid);
      return { ...empty, url };
    }
    const mediaId = input.file !== undefined ? input.file : (previous?.media_id ?? null);
    if (!mediaId) throw invalid('file', ARTIFACT_MESSAGES.fileRequired);
    const problem = await this.fileProblem(type, mediaId, courseId, ownerId, db);
    if (problem) throw invalid('file', problem);
    return { ...empty, media_id: mediaId };
  }

  /** Why a library file cannot be used as a `type` file of `ownerId`'s project, or null when it can. */
  async fileProblem(type: FileArtifactType, mediaId: string, courseId: string, ownerId: string, db?: Knex): Promise<string | null> {
    const [file] = await this.media.files(courseId, [mediaId], db);
    if (!file || (file.library === 'submissions' && file.owned_by !== ownerId)) return ARTIFACT_MESSAGES.fileNotFound;
    return fileFits(type, file.extension) ? null : ARTIFACT_MESSAGES.fileType;
  }
}

const invalid = (field: string, message: string) => LmsError.validation([{ field, message } satisfies FieldError]);
