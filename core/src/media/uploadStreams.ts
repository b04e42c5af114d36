import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import type { LmsError } from '@lms/contract/errors/LmsError.ts';

/**
 * Reads the first `bytes` of a stream (fewer when it is shorter) without
 * losing them: `rest` yields the head again, then everything after it.
 */
export async function peekHead(source: Readable, bytes: number): Promise<{ head: Buffer; rest: Readable }> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let size = 0;
  let done = false;
  while (size < bytes) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    size += next.value.length;
  }
  const read = Buffer.concat(chunks, size);
  async function* replay(): AsyncGenerator<Buffer> {
    if (read.length) yield read;
    if (done) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { head: read.subarray(0, bytes), rest: Readable.from(replay(), { objectMode: false }) };
}

/** Passes bytes through and fails with `tooLarge()` as soon as more than `maxBytes` went by: nothing past the cap is kept. */
export function capped(maxBytes: number, tooLarge: () => LmsError): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) callback(tooLarge());
      else callback(null, chunk);
    },
  });
}

/** Passes bytes through and hashes them (sha256, hex) on the way; `digest()` answers once the stream has ended. */
export function hashing(): { stream: Transform; digest(): string } {
  const hash = createHash('sha256');
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  return { stream, digest: () => hash.digest('hex') };
}
