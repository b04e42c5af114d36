import type { Readable } from 'node:stream';
import { LmsError, type ByteRange, type MediaFile, type MediaFileReader } from '@lms/sdk';
import type { Caller } from './caller.ts';
import type { ProjectReads } from './ProjectReads.ts';
import type { ProjectStore } from './ProjectStore.ts';

const FILE_NOT_FOUND = 'File not found.';

/**
 * The files a project names, to whoever may read the project: its cover, the
 * artifacts of the versions the reader may see (a classmate: the shared
 * ones), the audio and video feedback of a grade they may see.
 */
export class ProjectFiles {
  constructor(
    private readonly store: ProjectStore,
    private readonly reads: ProjectReads,
    private readonly media: MediaFileReader,
  ) {}

  /** The file and a reader of its bytes, whole or one range (a classmate seeking in a shared video). */
  async open(courseId: string, projectId: string, mediaId: string, caller: Caller): Promise<{ file: MediaFile; read(range?: ByteRange): Promise<Readable> }> {
    const readable = await this.reads.readable(courseId, projectId, caller);
    const { row, mode } = readable;
    const grade = await this.reads.visibleGrade(row, mode);
    const named =
      row.image_media_id === mediaId ||
      grade?.audio_feedback_media_id === mediaId ||
      grade?.video_feedback_media_id === mediaId ||
      (await this.store.artifactNames(row.id, mediaId, mode === 'foreignProjectView'));
    const [file] = named ? await this.media.files(courseId, [mediaId]) : [];
    if (!file) throw new LmsError('not-found', FILE_NOT_FOUND);
    return { file, read: (range) => this.media.read(courseId, file._id, range) };
  }
}
