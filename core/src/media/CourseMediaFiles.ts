import type { Readable } from 'node:stream';
import type { Knex } from 'knex';
import type { MediaFile } from '@lms/contract/apiTypes.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import type { MediaFileReader } from '@lms/contract/services.ts';
import { toMediaFile, type MediaRow } from './mediaRows.ts';
import type { ByteRange, MediaStore } from './storage/MediaStore.ts';

/** `coreServices.media`: a course's library files for the plugins whose records name them. */
export class CourseMediaFiles implements MediaFileReader {
  constructor(
    private readonly db: Knex,
    private readonly store: MediaStore,
  ) {}

  async files(courseId: string, ids: readonly string[], trx: Knex = this.db): Promise<MediaFile[]> {
    if (!ids.length) return [];
    const rows = (await trx<MediaRow>('media_files').where({ course_id: courseId }).whereIn('id', [...new Set(ids)])) as MediaRow[];
    return rows.map(toMediaFile);
  }

  async read(courseId: string, id: string, range?: ByteRange): Promise<Readable> {
    const row = (await this.db<MediaRow>('media_files').where({ id, course_id: courseId }).first()) as MediaRow | undefined;
    if (!row) throw new LmsError('not-found', 'File not found.');
    return this.store.read(row.storage_key, range);
  }
}
