import type { Readable } from 'node:stream';
import { LmsError } from '@lms/sdk';

/** Stripe's events are a few kilobytes; anything far bigger is not one. */
export const WEBHOOK_BODY_LIMIT = 512 * 1024;

/** The exact bytes of a request body (a signature is computed over them), refusing more than `limit`. */
export async function readRawBody(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += bytes.length;
    if (size > limit) {
      stream.destroy();
      throw new LmsError('payload-too-large');
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}
