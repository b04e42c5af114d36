import { pipeline, type Readable } from 'node:stream';
import type { Knex } from 'knex';
import type { AuditLog } from '@lms/contract/auditLog.ts';
import type { ByteRange } from '@lms/contract/byteRange.ts';
import type { RawBody } from '@lms/contract/route.ts';
import type { Clock, IdGenerator } from '@lms/contract/services.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { SITE_IMAGE_EXTENSIONS, SITE_IMAGE_MAX_BYTES, type SiteFile, type SiteFiles, type SiteImageUploader } from '@lms/contract/siteFiles.ts';
import { fileTooLarge, invalidMimetype } from '../net/fetchErrors.ts';
import { extensionOf, sanitisedFileName } from '../media/fileNames.ts';
import { imageDimensions } from '../media/imageFacts.ts';
import { mimetypeOf, UPLOAD_MESSAGES } from '../media/mediaLimits.ts';
import { receiveMultipartUpload, type MultipartUpload } from '../media/receiveMultipartUpload.ts';
import { contentMatchesExtension, SNIFF_BYTES, sniffedExtension } from '../media/sniffType.ts';
import type { MediaStore } from '../media/storage/MediaStore.ts';
import { capped, peekHead } from '../media/uploadStreams.ts';

interface SiteFileRow {
  id: string;
  host: string;
  uploaded_by: string | null;
  name: string;
  mimetype: string;
  size: string | number;
  width: number | null;
  height: number | null;
  storage_key: string;
  created_at: Date;
}

const ALLOWED: readonly string[] = SITE_IMAGE_EXTENSIONS;

/** Where a site image is served: its id, and its own name so a saved copy keeps it. */
export function siteFileUrl(row: Pick<SiteFileRow, 'id' | 'name'>): string {
  return `/server/site_files/${row.id}/${encodeURIComponent(row.name)}`;
}

function toSiteFile(row: SiteFileRow): SiteFile {
  return { id: row.id, name: row.name, mimetype: row.mimetype, size: Number(row.size), width: row.width, height: row.height, url: siteFileUrl(row) };
}

/**
 * `coreServices.siteFiles` (contract/src/siteFiles.ts): site images stream into
 * the media store through the media library's checks (the extension against
 * the real type from the first bytes, the size cap while streaming, a raster
 * image sharp can read); a refused image leaves nothing behind.
 */
export class SiteFileStore implements SiteFiles {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly store: MediaStore,
    private readonly audit: AuditLog,
  ) {}

  uploadImage(upload: RawBody, by: SiteImageUploader): Promise<SiteFile> {
    return receiveMultipartUpload(upload, SITE_IMAGE_MAX_BYTES, (received) => this.storeImage(received.file, by));
  }

  private async storeImage(file: MultipartUpload['file'], by: SiteImageUploader): Promise<SiteFile> {
    if (file.fileName.trim() === '') throw LmsError.validation([{ field: 'file', message: UPLOAD_MESSAGES.nameEmpty }]);
    const { head, rest } = await peekHead(file.body, SNIFF_BYTES);
    const extension = extensionOf(file.fileName) || (await sniffedExtension(head));
    if (!extension) throw new LmsError('invalid-mimetype', UPLOAD_MESSAGES.needsType, { status: 422 });
    if (!ALLOWED.includes(extension) || !(await contentMatchesExtension(extension, head))) throw invalidMimetype();
    const name = sanitisedFileName(file.fileName, extension);
    if (!name) throw LmsError.validation([{ field: 'file', message: UPLOAD_MESSAGES.nameEmpty }]);

    const id = this.ids.newId();
    const key = `site/${id}/${name}`;
    // pipeline, not pipe: past the cap (or the client gone) the store's write fails too and keeps nothing.
    const { size } = await this.store.put(key, pipeline(rest, capped(SITE_IMAGE_MAX_BYTES, fileTooLarge), () => undefined));
    try {
      const dimensions = extension === 'svg' ? null : await imageDimensions(this.store, key);
      if (extension !== 'svg' && !dimensions) throw invalidMimetype();
      const row: SiteFileRow = {
        id,
        host: by.host.toLowerCase(),
        uploaded_by: by.actorId,
        name,
        mimetype: mimetypeOf(extension),
        size,
        width: dimensions?.width ?? null,
        height: dimensions?.height ?? null,
        storage_key: key,
        created_at: this.clock.now(),
      };
      const stored = toSiteFile(row);
      // The record and its audit entry together, or neither.
      await this.db.transaction(async (trx) => {
        await trx('site_files').insert(row);
        await this.audit.record({ actorId: by.actorId, action: 'site_files.upload', subjectType: 'host', subjectId: row.host, before: null, after: stored }, trx);
      });
      return stored;
    } catch (error) {
      await this.store.delete(key);
      throw error;
    }
  }

  /** A stored site image to serve (its name is the one in its address), or not-found. */
  async open(id: string, name: string): Promise<{ size: number; mimetype: string; read(range?: ByteRange): Readable }> {
    const row = (await this.db<SiteFileRow>('site_files').where({ id, name }).first()) as SiteFileRow | undefined;
    if (!row) throw new LmsError('not-found', 'File not found.');
    return { size: Number(row.size), mimetype: row.mimetype, read: (range) => this.store.read(row.storage_key, range) };
  }
}
