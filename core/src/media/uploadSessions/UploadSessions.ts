import { pipeline, type Readable } from 'node:stream';
import type { Knex } from 'knex';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import type { Clock, IdGenerator } from '@lms/contract/services.ts';
import type { StoredFile } from '@lms/contract/calls/mediaCalls.ts';
import { UPLOAD_SESSION_MESSAGES, type UploadSession } from '@lms/contract/calls/uploadSessionCalls.ts';
import { MAX_BYTES } from '../mediaLimits.ts';
import { capped } from '../uploadStreams.ts';
import { fileTooLarge } from '../../net/fetchErrors.ts';
import type { MediaStore } from '../storage/MediaStore.ts';
import type { MediaLibrary } from '../MediaLibrary.ts';
import type { VideoConversion } from '../conversion/VideoConversion.ts';
import { extensionOf } from '../fileNames.ts';

/** How long a signed upload address takes bytes. */
export const UPLOAD_SESSION_TTL_SECONDS = 60 * 60;

interface SessionRow {
  id: string;
  course_id: string;
  user_id: string;
  library: 'images' | 'files';
  filename: string;
  content_type: string;
  key: string;
  media_id: string | null;
  created_at: Date;
  expires_at: Date;
}

/** What files/s3sign answers, less the server's own address (the route adds it). */
export interface SignedUpload {
  session: UploadSession;
  /** The S3-compatible store's presigned PUT, or null on local storage (then PUT s3upload/{id}?token=…, uploadTokens.ts). */
  presignedUrl: string | null;
  bucket: string | null;
  region: string | null;
  convert: boolean;
}

const alreadyDone = () => new LmsError('conflict', UPLOAD_SESSION_MESSAGES.done, { status: 409 });

function toSession(row: SessionRow): UploadSession {
  return {
    _id: row.id,
    course_id: row.course_id,
    user_id: row.user_id,
    library: row.library,
    filename: row.filename,
    content_type: row.content_type,
    key: row.key,
    media_id: row.media_id,
    created_at: new Date(row.created_at).toISOString(),
    expires_at: new Date(row.expires_at).toISOString(),
  };
}

/**
 * Direct uploads (issue 26; part 1 §7 files/s3sign and media/converter): a
 * session stages the bytes under `uploads/{userId}/{sessionId}` in the media
 * store, uploaded by the browser to a presigned address (S3) or to our sealed
 * one (local disk); converting streams the staged object through the library's
 * upload (types, sizes, quotas, video conversion), then removes it.
 */
export class UploadSessions {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly store: MediaStore,
    private readonly media: MediaLibrary,
    private readonly conversion: VideoConversion,
  ) {}

  async open(courseId: string, userId: string, filename: string, contentType: string): Promise<SignedUpload> {
    const id = this.ids.newId();
    const now = this.clock.now();
    await this.forgetLapsed(userId, now);
    const row: SessionRow = {
      id,
      course_id: courseId,
      user_id: userId,
      library: contentType.toLowerCase().startsWith('image/') ? 'images' : 'files',
      filename: filename.trim(),
      content_type: contentType,
      key: `uploads/${userId}/${id}`,
      media_id: null,
      created_at: now,
      expires_at: new Date(now.getTime() + UPLOAD_SESSION_TTL_SECONDS * 1000),
    };
    await this.db('media_upload_sessions').insert(row);
    const direct = this.store.direct;
    const convert = await this.conversion.wanted(extensionOf(row.filename));
    if (direct) {
      const presignedUrl = await direct.presignPut(row.key, contentType, UPLOAD_SESSION_TTL_SECONDS);
      return { session: toSession(row), presignedUrl, bucket: direct.bucket, region: direct.region, convert };
    }
    return { session: toSession(row), presignedUrl: null, bucket: null, region: null, convert };
  }

  /** The local store's signed PUT (its token checked by the route, uploadTokens.ts): the bytes are capped at the library's largest file. */
  async receive(sessionId: string, body: Readable): Promise<void> {
    const row = (await this.db('media_upload_sessions').where({ id: sessionId }).first()) as SessionRow | undefined;
    if (!row || row.media_id || new Date(row.expires_at).getTime() <= this.clock.now().getTime()) throw new LmsError('access-denied', UPLOAD_SESSION_MESSAGES.badToken);
    // pipeline, not pipe: past the cap or a client gone, the store's write fails and leaves nothing.
    await this.store.put(row.key, pipeline(body, capped(MAX_BYTES[row.library], fileTooLarge), () => undefined));
  }

  /** The course of the session with that key (the course gate of media/converter); not-found for an unknown key. */
  async courseOfKey(key: string): Promise<string> {
    return (await this.byKey(key)).course_id;
  }

  /**
   * The key of the session an s3_url names (the bucket's address of the staged
   * object, or our own s3upload/{id}); any other address is refused with errno
   * invalid-url: nothing is fetched from it.
   */
  async keyOfUrl(url: string): Promise<string> {
    const staged = /\/(uploads\/[0-9a-f]{24}\/[0-9a-f]{24})(?=$|[?#])/.exec(url.trim());
    if (staged) return staged[1]!;
    const ours = /\/server\/s3upload\/([0-9a-f]{24})(?=$|[?#])/.exec(url.trim());
    const row = ours ? ((await this.db('media_upload_sessions').where({ id: ours[1] }).first('key')) as { key: string } | undefined) : undefined;
    if (!row) throw new LmsError('invalid-url', 'URL is invalid.', { status: 422 });
    return row.key;
  }

  /**
   * Turns the caller's uploaded object into a file of the session's library,
   * once: the file is recorded against the session only if no other conversion
   * got there first, else the file just made is removed again (409). The staged
   * object is removed after.
   */
  async convert(key: string, userId: string, displayName?: string): Promise<StoredFile> {
    const row = await this.byKey(key);
    if (row.user_id !== userId) throw new LmsError('not-found', UPLOAD_SESSION_MESSAGES.notFound);
    if (row.media_id) throw alreadyDone();
    try {
      await this.store.size(row.key);
    } catch {
      throw new LmsError('not-found', UPLOAD_SESSION_MESSAGES.notUploaded);
    }
    const file = await this.media.upload(row.course_id, row.library, { fileName: row.filename, displayName: displayName ?? row.filename, body: this.store.read(row.key) }, userId);
    const claimed = await this.db('media_upload_sessions').where({ id: row.id, media_id: null }).update({ media_id: file._id });
    if (claimed === 0) {
      await this.media.remove(row.course_id, row.library, file._id);
      throw alreadyDone();
    }
    await this.store.delete(row.key);
    return { data: file, mimetype: file.mimetype };
  }

  /** The caller's sessions that lapsed without becoming a file go, with whatever bytes they staged: each new session clears them. */
  private async forgetLapsed(userId: string, now: Date): Promise<void> {
    const lapsed = (await this.db('media_upload_sessions').where({ user_id: userId, media_id: null }).andWhere('expires_at', '<=', now).select('id', 'key')) as Pick<SessionRow, 'id' | 'key'>[];
    for (const row of lapsed) await this.store.delete(row.key);
    if (lapsed.length) await this.db('media_upload_sessions').whereIn('id', lapsed.map((row) => row.id)).delete();
  }

  /** The caller's sessions, newest first. */
  async list(userId: string, limit: number): Promise<UploadSession[]> {
    const rows = (await this.db('media_upload_sessions').where({ user_id: userId }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit)) as SessionRow[];
    return rows.map(toSession);
  }

  private async byKey(key: string): Promise<SessionRow> {
    const row = (await this.db('media_upload_sessions').where({ key }).first()) as SessionRow | undefined;
    if (!row) throw new LmsError('not-found', UPLOAD_SESSION_MESSAGES.notFound);
    return row;
  }
}
