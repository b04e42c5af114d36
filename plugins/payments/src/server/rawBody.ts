import type { Readable } from 'node:stream';
import { LmsError } from '@lms/sdk';

/** Stripe's events are a few kilobytes; anything far bigger is not one. */
export const WEBHOOK_BODY_LIMIT = 512 * 1024;

const tooLarge = (limit: number) => new LmsError('payload-too-large', `The request is larger than ${limit} bytes.`);

/**
 * The exact bytes of a request body (a signature is computed over them),
 * refusing more than `limit` with 413. Leaving the loop early must not destroy
 * the request (a `for await` over the stream itself would): that drops the
 * connection before the answer is sent. The rest is read and discarded, so
 * the connection can carry the 413 and the client's next request.
 */
export async function readRawBody(stream: Readable, limit: number, declaredLength?: number): Promise<Buffer> {
  if (declaredLength !== undefined && declaredLength > limit) throw tooLarge(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream.iterator({ destroyOnReturn: false })) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += bytes.length;
    if (size > limit) {
      stream.resume();
      throw tooLarge(limit);
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}
