import type { IncomingMessage } from 'node:http';
import type { PublicPost } from '@lms/contract/services.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { parseContentType } from './contentType.ts';
import { fileTooLarge, invalidMimetype, urlUnreachable } from './fetchErrors.ts';
import { parseHttpUrl } from './httpUrl.ts';
import { requestPinned } from './pinnedRequest.ts';
import type { Readable } from 'node:stream';
import { cappedBody, readCappedBody } from './readCappedBody.ts';
import { vetHost } from './vetHost.ts';

export interface SafeFetchOptions {
  /** Largest body accepted, in bytes (after decompression). */
  maxBytes: number;
  /** Media types accepted, lowercase without parameters (e.g. 'text/html'). */
  accept: readonly string[];
  /** For the whole fetch: every lookup, connection, redirect and the body. */
  timeoutMs: number;
  /** The error for a media type not in `accept` (default: invalid-mimetype, 'File type not allowed.'). */
  typeRefusal?: (contentType: string) => LmsError;
  /** Addresses to let through although they are not public. Only tests set it, for their local server. */
  allowAddress?: (address: string) => boolean;
  /** Sends this body by POST (no redirect followed) instead of a GET. */
  post?: PublicPost;
}

export interface FetchedResource {
  /** The URL that answered, after redirects. */
  url: URL;
  /** The media type, lowercase without parameters. */
  contentType: string;
  /** The charset the Content-Type names, if any. */
  charset: string | null;
  body: Buffer;
}

export const MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

function requestHeaders(accept: readonly string[]): Record<string, string> {
  return { accept: accept.join(', '), 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'LMS link preview' };
}

/** Why a final answer cannot be used, before reading its body; null when it can. */
function refusal(response: IncomingMessage, essence: string, options: SafeFetchOptions): LmsError | null {
  const status = response.statusCode ?? 0;
  if (status < 200 || status >= 300) return urlUnreachable();
  if (!options.accept.includes(essence)) return options.typeRefusal ? options.typeRefusal(essence) : invalidMimetype();
  if (Number(response.headers['content-length']) > options.maxBytes) return fileTooLarge();
  return null;
}

/** An answer whose status, media type and declared size passed; its body is still to be read. */
interface AcceptedAnswer {
  response: IncomingMessage;
  url: URL;
  contentType: string;
  charset: string | null;
}

function accepted(response: IncomingMessage, url: URL, options: SafeFetchOptions): AcceptedAnswer {
  const { essence, charset } = parseContentType(response.headers['content-type']);
  const problem = refusal(response, essence, options);
  if (problem) {
    response.destroy();
    throw problem;
  }
  return { response, url, contentType: essence, charset };
}

async function fetchFollowingRedirects(start: URL, options: SafeFetchOptions, signal: AbortSignal): Promise<AcceptedAnswer> {
  let url = start;
  for (let redirects = 0; ; redirects++) {
    const target = await vetHost(url, signal, options.allowAddress);
    const response = await requestPinned(url, target, requestHeaders(options.accept), signal, options.post);
    const location = response.headers.location;
    // A POST's redirect is not followed (resending the body elsewhere is not ours to decide): refused below as not 2xx.
    if (options.post || !REDIRECT_STATUSES.has(response.statusCode ?? 0) || location === undefined) return accepted(response, url, options);
    response.destroy();
    if (redirects === MAX_REDIRECTS) throw urlUnreachable();
    // Every hop is vetted again at the top of the loop.
    url = parseHttpUrl(location, url);
  }
}

/** Runs the vetted fetch under one timeout; anything but our own refusals becomes url-unreachable. */
async function answerOf(address: string, options: SafeFetchOptions): Promise<AcceptedAnswer> {
  const url = parseHttpUrl(address);
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    return await fetchFollowingRedirects(url, options, signal);
  } catch (error) {
    if (error instanceof LmsError) throw error;
    // Refused or reset connections, TLS failures, the timeout: the site did not answer properly.
    throw urlUnreachable();
  }
}

/**
 * Fetches a URL a user gave, for the server to read, without letting the user
 * reach into our network (SSRF): http and https only; the host's addresses
 * must all be public and the connection goes to the vetted one; at most 3
 * redirects, each vetted again; one timeout for everything; the body capped
 * while it streams; the media type checked against `accept`.
 * Throws LmsError: invalid-url, file-too-large, invalid-mimetype, url-unreachable.
 */
export async function safeFetch(address: string, options: SafeFetchOptions): Promise<FetchedResource> {
  const { response, url, contentType, charset } = await answerOf(address, options);
  try {
    return { url, contentType, charset, body: await readCappedBody(response, options.maxBytes) };
  } catch (error) {
    if (error instanceof LmsError) throw error;
    throw urlUnreachable();
  }
}

/**
 * The same vetted fetch, for bodies too large to hold in memory: the body
 * streams, decoded, and fails with file-too-large once past `maxBytes`, or
 * url-unreachable when the connection breaks or the timeout passes.
 */
export async function safeFetchStream(address: string, options: SafeFetchOptions): Promise<Omit<FetchedResource, 'body'> & { body: Readable }> {
  const { response, url, contentType, charset } = await answerOf(address, options);
  return { url, contentType, charset, body: cappedBody(response, options.maxBytes) };
}
