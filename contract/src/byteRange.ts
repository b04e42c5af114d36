import type { Readable } from 'node:stream';
import { LmsError } from './errors/LmsError.ts';
import type { ReplyControl } from './route.ts';

/** Bytes start..end (both included) of a stored object. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The one byte range a Range header asks of a file of `size` bytes (players
 * seek with these): undefined for none, 'unsatisfiable' for a range outside the
 * file. Several ranges at once are answered whole (the header is ignored).
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, from, to] = match;
  if (from === '' && to === '') return undefined;
  let start: number;
  let end: number;
  if (from === '') {
    // A suffix: the last N bytes.
    const length = Number(to);
    if (length === 0) return 'unsatisfiable';
    start = Math.max(0, size - length);
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** A stored file a route answers with: its size, type, and its bytes whole or one range. */
export interface RangedFile {
  size: number;
  mimetype: string;
  read(range?: ByteRange): Readable | Promise<Readable>;
}

/**
 * Answers a file route with the file, or the one range the request's Range
 * header asks (206 with Content-Range; 416 range-not-satisfiable with
 * `Content-Range: bytes *\/size` outside the file), and `Accept-Ranges: bytes`
 * always, so a player can seek. The caller sets its own other headers first.
 */
export async function replyWithFile(reply: ReplyControl, rangeHeader: string | undefined, file: RangedFile): Promise<void> {
  const range = requestedRange(rangeHeader, file.size);
  reply.header('Accept-Ranges', 'bytes');
  if (range === 'unsatisfiable') {
    reply.header('Content-Range', `bytes */${file.size}`);
    throw new LmsError('range-not-satisfiable', 'The requested range is outside the file.', { status: 416 });
  }
  if (!range) return reply.stream(await file.read(), { contentType: file.mimetype, length: file.size });
  reply.status(206);
  reply.header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
  reply.stream(await file.read(range), { contentType: file.mimetype, length: range.end - range.start + 1 });
}
