import { LmsError, type RouteRequest } from '@lms/sdk';

type RawBody = RouteRequest<unknown, unknown, Record<string, never>>['rawBody'];

/** The most a tool's token request or score may weigh. */
const LIMIT = 64 * 1024;

/** A tool's request body as text (form-encoded token requests, AGS score JSON), refused beyond LIMIT. */
export async function readRawText(raw: RawBody): Promise<string> {
  if (!raw) return '';
  if (raw.length !== undefined && raw.length > LIMIT) throw new LmsError('payload-too-large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of raw.stream) {
    size += (chunk as Buffer).length;
    if (size > LIMIT) throw new LmsError('payload-too-large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The JSON object of a tool's body, or 400 invalid-json. */
export function jsonObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new LmsError('invalid-json');
}

/** The bearer token of an Authorization header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1]! : null;
}
