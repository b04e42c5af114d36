import type { Context } from 'koa';
import { LmsError } from '../errors/LmsError.ts';

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * Reads a JSON body of at most `limit` bytes. An empty body reads as undefined.
 * Anything but JSON is refused rather than guessed at.
 */
export async function readJsonBody(ctx: Context, limit = DEFAULT_BODY_LIMIT): Promise<unknown> {
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > limit) throw new LmsError('payload-too-large', `The request is larger than ${limit} bytes.`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new LmsError('payload-too-large', `The request is larger than ${limit} bytes.`);
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text.trim()) return undefined;
  if (!ctx.is('application/json')) throw new LmsError('unsupported-media-type');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new LmsError('invalid-json');
  }
}
