import type { IncomingMessage } from 'node:http';
import { pipeline, Readable, type Transform } from 'node:stream';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { fileTooLarge, urlUnreachable } from './fetchErrors.ts';

const DECODERS: Record<string, () => Transform> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

function decoded(response: IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (encoding === 'identity' || encoding === '') return response;
  const decoder = DECODERS[encoding];
  if (!decoder) throw urlUnreachable();
  // Errors of either stream end the other; the loop below sees them.
  return pipeline(response, decoder(), () => {});
}

/**
 * Reads the body while it streams in and gives up ('File too large.') as soon
 * as it passes `maxBytes`. The cap counts decoded bytes, so a small compressed
 * body that would expand past it is refused too.
 */
export async function readCappedBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of decoded(response) as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw fileTooLarge();
      chunks.push(chunk);
    }
  } finally {
    response.destroy();
  }
  return Buffer.concat(chunks, size);
}

/** The decoded body as a stream that fails with file-too-large past `maxBytes` and url-unreachable when the connection breaks. */
export function cappedBody(response: IncomingMessage, maxBytes: number): Readable {
  let size = 0;
  const source = decoded(response);
  async function* limited(): AsyncGenerator<Buffer> {
    try {
      for await (const chunk of source as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > maxBytes) throw fileTooLarge();
        yield chunk;
      }
    } catch (error) {
      throw error instanceof LmsError ? error : urlUnreachable();
    } finally {
      response.destroy();
    }
  }
  return Readable.from(limited(), { objectMode: false });
}
