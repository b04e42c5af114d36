import type { Context } from 'koa';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { assertJsonShape } from '../validation/jsonShape.ts';
import { assertWellFormedInput } from '../validation/wellFormedInput.ts';

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

// fatal: bytes that are not UTF-8 are refused, not silently turned into U+FFFD and stored.
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads a JSON body of at most `limit` bytes. An empty body reads as undefined.
 * Anything but JSON is refused rather than guessed at, and so is JSON no field
 * can hold: too many fields or too deep (`assertJsonShape`, before parsing),
 * NUL or lone surrogates (`assertWellFormedInput`).
 */
export async function readJsonBody(ctx: Context, limit = DEFAULT_BODY_LIMIT): Promise<unknown> {
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > limit) throw new LmsError('payload-too-large', `The request is larger than ${limit} bytes.`);
  const chunks: Buffer[] = [];
  let size = 0;
  // Not `for await (... of ctx.req)`: leaving that loop early destroys the request, and the client sees its
  // connection dropped instead of the 413. The rest is read and discarded (resume) so the connection stays usable.
  for await (const chunk of ctx.req.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      ctx.req.resume();
      throw new LmsError('payload-too-large', `The request is larger than ${limit} bytes.`);
    }
    chunks.push(chunk);
  }
  let text: string;
  try {
    text = utf8.decode(Buffer.concat(chunks));
  } catch {
    throw new LmsError('invalid-json', 'The request body is not valid UTF-8.');
  }
  if (!text.trim()) return undefined;
  if (!ctx.is('application/json')) throw new LmsError('unsupported-media-type');
  assertJsonShape(text);
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw new LmsError('invalid-json');
  }
  assertWellFormedInput(body);
  return body;
}
