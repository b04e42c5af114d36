import { LmsError, type RawBody } from '@lms/sdk';
import { refused } from './ltiErrnos.ts';

const LIMIT = 64 * 1024;

/** A platform's form POST (application/x-www-form-urlencoded), at most 64 KiB, as a map of its first values. */
export async function formBody(raw: RawBody | null): Promise<Record<string, string>> {
  if (!raw) return {};
  if (!/^application\/x-www-form-urlencoded\b/i.test(raw.contentType)) {
    throw new LmsError('unsupported-media-type', 'Send the LTI message as a form (application/x-www-form-urlencoded).');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of raw.stream) {
    size += (chunk as Buffer).length;
    if (size > LIMIT) throw refused('the message is larger than 64 KiB');
    chunks.push(chunk as Buffer);
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) if (!(name in fields)) fields[name] = value;
  return fields;
}
