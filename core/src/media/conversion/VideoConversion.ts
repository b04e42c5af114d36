import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline as chain } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Knex } from 'knex';
import type { JobQueue } from '../../jobs/JobQueue.ts';
import { PermanentJobError } from '../../jobs/JobHandler.ts';
import type { JobRow } from '../../jobs/jobRow.ts';
import type { MediaRow } from '../mediaRows.ts';
import type { MediaStore } from '../storage/MediaStore.ts';
import { hashing } from '../uploadStreams.ts';
import { FfmpegFailure, type FfmpegTools } from './ffmpegTools.ts';
import { isWebReady, VIDEO_EXTENSIONS, webVideoArguments } from './webVideo.ts';

/** The core job kind that converts one uploaded video (payload `{ mediaId }`). */
export const VIDEO_CONVERSION_JOB = 'media-video-conversion';
/** ffmpeg failing for want of memory or disk may pass; three tries over about 30 s of backoff, then the file is marked failed. */
export const VIDEO_CONVERSION_ATTEMPTS = 3;
/** Below the job worker's 5-minute lease, past which another worker would take the job up again. */
export const VIDEO_CONVERSION_TIME_LIMIT_MS = 4 * 60_000;

/** Said on a file whose conversion failed: the reason, and that the upload is still there. */
export const conversionFailedText = (reason: string) => `The video could not be converted to a web format (${reason}). The uploaded file is served as it is.`;

/**
 * Issue 19 item 7: an uploaded video becomes an MP4 every browser plays. The
 * upload marks the file `converting` and queues the job in its own
 * transaction; the job (ffprobe, then ffmpeg when needed) writes the MP4 beside
 * the upload through the media store and points the record at it. Until then,
 * and when it fails, the upload is served as it is.
 */
export class VideoConversion {
  constructor(
    private readonly db: Knex,
    private readonly store: MediaStore,
    private readonly queue: JobQueue,
    private readonly tools: FfmpegTools,
    private readonly timeLimitMs: number = VIDEO_CONVERSION_TIME_LIMIT_MS,
  ) {}

  /** Whether an upload with this extension is to be converted: a video, and ffmpeg here to do it. */
  async wanted(extension: string): Promise<boolean> {
    return VIDEO_EXTENSIONS.includes(extension) && (await this.tools.available());
  }

  available(): Promise<boolean> {
    return this.tools.available();
  }

  /** Queues the file's conversion in the caller's transaction: the job exists exactly when the record does. */
  async enqueue(mediaId: string, trx: Knex): Promise<void> {
    await this.queue.enqueue(VIDEO_CONVERSION_JOB, { mediaId }, { maxAttempts: VIDEO_CONVERSION_ATTEMPTS }, trx);
  }

  /** The job: converts the file, or marks it failed on the last try (the upload stays served). */
  async run(mediaId: string, job: Pick<JobRow, 'attempts' | 'max_attempts'>): Promise<void> {
    const row = (await this.db<MediaRow>('media_files').where({ id: mediaId, conversion_state: 'converting' }).first()) as MediaRow | undefined;
    // Deleted meanwhile, or already done by an earlier try that could not record its end.
    if (!row) return;
    try {
      await this.convert(row);
    } catch (error) {
      const permanent = error instanceof FfmpegFailure && error.permanent;
      if (permanent || job.attempts >= job.max_attempts) {
        const reason = error instanceof FfmpegFailure ? error.reason : error instanceof Error ? error.message : String(error);
        await this.db('media_files').where({ id: mediaId, conversion_state: 'converting' }).update({ conversion_state: 'failed', conversion_error: conversionFailedText(reason) });
      }
      throw permanent ? new PermanentJobError((error as Error).message) : error;
    }
  }

  private async convert(row: MediaRow): Promise<void> {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'lms-video-'));
    try {
      // ffmpeg seeks in its input (an MP4's index may sit at the end): a local copy, whatever the store.
      const input = path.join(folder, `upload.${row.extension}`);
      await pipeline(this.store.read(row.storage_key), createWriteStream(input));
      const probe = await this.tools.probe(input);
      // No picture (an .ogg of sound only) or already fit for the web: served as it is.
      if (!probe.video || isWebReady(probe, row.extension)) {
        await this.db('media_files').where({ id: row.id, conversion_state: 'converting' }).update({ conversion_state: null, conversion_error: null });
        return;
      }
      const output = path.join(folder, 'web.mp4');
      await this.tools.convert(webVideoArguments(input, output, probe), this.timeLimitMs);
      await this.serve(row, output);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  /** Stores the MP4 beside the upload and points the record at it; a record deleted meanwhile leaves nothing behind. */
  private async serve(row: MediaRow, output: string): Promise<void> {
    const stem = row.name.slice(0, row.name.length - row.extension.length - 1) || 'video';
    const name = `${stem}.mp4`;
    const key = `${row.course_id}/${row.id}/web/${name}`;
    const digest = hashing();
    // chain, not pipe: a read failure ends the store's write too.
    const { size } = await this.store.put(key, chain(createReadStream(output), digest.stream, () => undefined));
    const updated = await this.db('media_files').where({ id: row.id, conversion_state: 'converting' }).update({
      storage_key: key,
      original_key: row.storage_key,
      original_size: row.size,
      name,
      extension: 'mp4',
      mimetype: 'video/mp4',
      size,
      sha256: digest.digest(),
      conversion_state: null,
      conversion_error: null,
    });
    if (updated === 0) {
      // Deleted meanwhile; or a second run of a job past its lease got here first with the same key, which then stays.
      const current = (await this.db('media_files').where({ id: row.id }).first('storage_key')) as { storage_key: string } | undefined;
      if (current?.storage_key !== key) await this.store.delete(key);
    }
  }
}
