import { pipeline, type Readable } from 'node:stream';
import type { Knex } from 'knex';
import type { Clock, IdGenerator } from '@lms/contract/services.ts';
import type { MediaFile, UploadPurpose } from '@lms/contract/calls/mediaCalls.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { fileTooLarge, invalidMimetype } from '../net/fetchErrors.ts';
import { COURSE_IMAGE_MAX_BYTES, courseImageProblem } from '@lms/contract/rules/courseImage.ts';
import { cleanTitleText } from '../validation/titleText.ts';
import { textProblem } from '../validation/wellFormedInput.ts';
import { extensionOf, sanitisedFileName } from './fileNames.ts';
import { imageDimensions, storeThumbnail } from './imageFacts.ts';
import { ALLOWED_EXTENSIONS, MAX_BYTES, mimetypeOf, UPLOAD_MESSAGES, type MediaLibraryName } from './mediaLimits.ts';
import { toMediaFile, type MediaRow } from './mediaRows.ts';
import type { UploadQuota } from './UploadQuota.ts';
import type { VideoConversion } from './conversion/VideoConversion.ts';
import { contentMatchesExtension, SNIFF_BYTES, sniffedExtension } from './sniffType.ts';
import type { ByteRange, MediaStore } from './storage/MediaStore.ts';
import { capped, hashing, peekHead } from './uploadStreams.ts';

/** A file on its way in: its name as sent, the display name typed for it, and its bytes. */
export interface IncomingFile {
  fileName: string;
  displayName?: string;
  body: Readable;
}


/** Who asks for a file, for the submissions library's rule. */
export interface MediaViewer {
  userId: string;
  professor: boolean;
}

const typeRefused = (message: string = UPLOAD_MESSAGES.typeNotAllowed) => new LmsError('invalid-mimetype', message, { status: 422 });

/**
 * Each course's media library (part 1 §5 and §7 Uploads): files stream into the
 * media store, checked on the way (name, extension, real type from the first
 * bytes, size cap while streaming); images get their size and a thumbnail.
 * A refused file leaves nothing behind.
 */
export class MediaLibrary {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly store: MediaStore,
    private readonly quota: UploadQuota,
    private readonly conversion: VideoConversion,
  ) {}

  async list(courseId: string, library: MediaLibraryName, extensions: string[] = []): Promise<MediaFile[]> {
    const query = this.db<MediaRow>('media_files').where({ course_id: courseId, library }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id' }]);
    if (extensions.length) void query.whereIn('extension', extensions);
    return ((await query) as MediaRow[]).map(toMediaFile);
  }

  async upload(courseId: string, library: MediaLibraryName, file: IncomingFile, ownerId: string, purpose: UploadPurpose = 'library'): Promise<MediaFile> {
    const displayName = cleanTitleText(file.displayName ?? file.fileName).trim();
    const nameProblem = textProblem(displayName);
    if (nameProblem) throw LmsError.validation([{ field: 'name', message: `The name ${nameProblem}` }]);
    if (file.fileName.trim() === '') throw LmsError.validation([{ field: 'file', message: UPLOAD_MESSAGES.nameEmpty }]);
    if (library === 'images' && displayName === '') throw LmsError.validation([{ field: 'name', message: UPLOAD_MESSAGES.displayNameEmpty }]);
    // The quotas first: a full quota refuses before any byte is read, and a file that outgrows it stops streaming there.
    const quota = await this.quota.view(ownerId, courseId);
    if (quota.remaining_bytes === 0) throw this.quota.refusal(quota);
    const { head, rest } = await peekHead(file.body, SNIFF_BYTES);
    const extension = extensionOf(file.fileName) || (await sniffedExtension(head));
    if (!extension) throw typeRefused(UPLOAD_MESSAGES.needsType);
    if (!ALLOWED_EXTENSIONS[library].includes(extension) || !(await contentMatchesExtension(extension, head))) throw typeRefused();
    const name = sanitisedFileName(file.fileName, extension) || sanitisedFileName(displayName, extension);
    if (!name) throw LmsError.validation([{ field: 'file', message: UPLOAD_MESSAGES.nameEmpty }]);

    const id = this.ids.newId();
    const key = `${courseId}/${id}/${name}`;
    const maxBytes = purpose === 'course_image' ? COURSE_IMAGE_MAX_BYTES : MAX_BYTES[library];
    const quotaFirst = quota.remaining_bytes !== null && quota.remaining_bytes < maxBytes;
    const cap = quotaFirst ? capped(quota.remaining_bytes!, () => this.quota.refusal(quota)) : capped(maxBytes, fileTooLarge);
    const digest = hashing();
    // pipeline, not pipe: a failure anywhere (past the cap, the client gone) ends the store's write too.
    const checked = pipeline(rest, cap, digest.stream, () => undefined);
    const { size } = await this.store.put(key, checked);
    try {
      // Again now the size is known: another upload of the same user or course may have landed meanwhile.
      const now = await this.quota.view(ownerId, courseId);
      if (now.remaining_bytes !== null && size > now.remaining_bytes) throw this.quota.refusal(now);
      const facts = await this.imageFacts(key, extension, size, purpose);
      const converting = await this.conversion.wanted(extension);
      const row: MediaRow = {
        id,
        course_id: courseId,
        owned_by: ownerId,
        library,
        name,
        display_name: displayName || name,
        extension,
        mimetype: mimetypeOf(extension),
        size,
        sha256: digest.digest(),
        storage_key: key,
        thumbnail_key: facts.thumbnailKey,
        width: facts.width,
        height: facts.height,
        alt_text: null,
        caption: null,
        subtitles_array: [],
        description_array: [],
        created_at: this.clock.now(),
        conversion_state: converting ? 'converting' : null,
      };
      // One transaction: the conversion job exists exactly when the file's record does.
      await this.db.transaction(async (trx) => {
        await trx('media_files').insert({ ...row, subtitles_array: JSON.stringify([]), description_array: JSON.stringify([]) });
        if (converting) await this.conversion.enqueue(id, trx);
      });
      return toMediaFile(row);
    } catch (error) {
      await this.store.delete(key);
      await this.store.delete(`${key}.thumb.webp`);
      throw error;
    }
  }

  /** An image's pixel size and thumbnail; a course image must keep to its ratio. SVG keeps neither (it has no fixed size). */
  private async imageFacts(key: string, extension: string, size: number, purpose: UploadPurpose): Promise<{ width: number | null; height: number | null; thumbnailKey: string | null }> {
    const raster = ['jpg', 'jpeg', 'png', 'gif', 'webp'].includes(extension);
    if (!raster) {
      if (purpose === 'course_image') throw typeRefused();
      return { width: null, height: null, thumbnailKey: null };
    }
    const dimensions = await imageDimensions(this.store, key);
    if (!dimensions) throw typeRefused();
    if (purpose === 'course_image') {
      const problem = courseImageProblem({ bytes: size, ...dimensions });
      if (problem === UPLOAD_MESSAGES.tooLarge) throw fileTooLarge();
      if (problem) throw new LmsError('invalid-ratio', problem, { status: 422 });
    }
    const thumbnailKey = `${key}.thumb.webp`;
    await storeThumbnail(this.store, key, thumbnailKey);
    return { ...dimensions, thumbnailKey };
  }

  private async row(courseId: string, id: string, library?: MediaLibraryName): Promise<MediaRow> {
    const row = (await this.db<MediaRow>('media_files').where({ id, course_id: courseId, ...(library ? { library } : {}) }).first()) as MediaRow | undefined;
    if (!row) throw new LmsError('not-found', 'File not found.');
    return row;
  }

  /** The course a library file belongs to (the spec's paths naming a file but no course), or not-found. */
  async courseOf(id: string): Promise<string> {
    const row = (await this.db('media_files').where({ id }).first('course_id')) as { course_id: string } | undefined;
    if (!row) throw new LmsError('not-found', 'File not found.');
    return row.course_id;
  }

  async describeImage(courseId: string, id: string, fields: { alt_text?: string | null; caption?: string | null }): Promise<MediaFile> {
    await this.row(courseId, id, 'images');
    await this.db('media_files').where({ id }).update(fields);
    return toMediaFile(await this.row(courseId, id));
  }

  async setTracks(courseId: string, id: string, tracks: { subtitles_array?: string[]; description_array?: string[] }): Promise<MediaFile> {
    await this.row(courseId, id, 'files');
    const columns = Object.fromEntries(Object.entries(tracks).map(([column, entries]) => [column, JSON.stringify(entries)]));
    await this.db('media_files').where({ id }).update(columns);
    return toMediaFile(await this.row(courseId, id));
  }

  async remove(courseId: string, library: MediaLibraryName, id: string): Promise<void> {
    const row = await this.row(courseId, id, library);
    await this.db('media_files').where({ id }).delete();
    await this.store.delete(row.storage_key);
    if (row.thumbnail_key) await this.store.delete(row.thumbnail_key);
    if (row.original_key) await this.store.delete(row.original_key);
  }

  /**
   * A stored file (or its thumbnail) to serve: its facts and a reader for all
   * of it or one range. A file of the submissions library is someone's own
   * work: anyone but its uploader and the course's professors is told it does not exist.
   */
  async open(courseId: string, id: string, part: 'file' | 'thumbnail', viewer: MediaViewer): Promise<{ file: MediaFile; size: number; mimetype: string; read(range?: ByteRange): Readable }> {
    const row = await this.row(courseId, id);
    if (row.library === 'submissions' && !viewer.professor && row.owned_by !== viewer.userId) throw new LmsError('not-found', 'File not found.');
    const key = part === 'file' ? row.storage_key : row.thumbnail_key;
    if (!key) throw new LmsError('not-found', 'File not found.');
    const size = part === 'file' ? Number(row.size) : await this.store.size(key);
    return { file: toMediaFile(row), size, mimetype: part === 'file' ? row.mimetype : 'image/webp', read: (range) => this.store.read(key, range) };
  }
}
