import { Type } from '@sinclair/typebox';
import type { Logger } from 'pino';
import { checkedPayload } from '../../jobs/checkedPayload.ts';
import type { JobWorker } from '../../jobs/JobWorker.ts';
import type { SchemaValidator } from '../../validation/SchemaValidator.ts';
import { VIDEO_CONVERSION_JOB, type VideoConversion } from './VideoConversion.ts';

/** The conversion job's payload: the media file to convert. */
export const videoConversionPayload = Type.Object({ mediaId: Type.String() });

/** Said once at start-up when this node cannot convert (docs/operations.md, Video conversion). */
export const NO_FFMPEG_WARNING = 'ffmpeg or ffprobe is not installed (scripts/ensure-ffmpeg.sh installs them): uploaded videos are served as uploaded, unconverted';

/**
 * Registers the conversion job with this node's worker when ffmpeg runs here.
 * Without it the node neither queues conversions nor runs them (jobs queued by
 * another node wait for a node that can), and says so once.
 */
export async function startVideoConversion(worker: JobWorker, conversion: VideoConversion, validator: SchemaValidator, logger: Logger): Promise<void> {
  if (!(await conversion.available())) {
    logger.warn(NO_FFMPEG_WARNING);
    return;
  }
  worker.register(VIDEO_CONVERSION_JOB, checkedPayload(VIDEO_CONVERSION_JOB, videoConversionPayload, validator, (payload, job) => conversion.run(payload.mediaId, job)));
}
