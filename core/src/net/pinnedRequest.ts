import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { PublicPost } from '@lms/contract/services.ts';
import type { VettedAddress } from './vetHost.ts';

/** Answers the vetted address whatever the name: a DNS answer that changed since vetting (rebinding) is never used. */
function pinnedLookup(target: VettedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

/**
 * Sends a GET (or the `post`) for `url` over a new connection to `target`; the
 * Host header and the TLS server name stay the URL's host, so certificates are
 * checked as usual.
 */
export function requestPinned(url: URL, target: VettedAddress, headers: Record<string, string>, signal: AbortSignal, post?: PublicPost): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  const sent = post
    ? { ...headers, 'content-type': post.contentType, 'content-length': String(Buffer.byteLength(post.body)), ...(post.authorization ? { authorization: post.authorization } : {}) }
    : headers;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      // No pooled agent: a kept-alive socket would skip the pinned lookup.
      { method: post ? 'POST' : 'GET', agent: false, lookup: pinnedLookup(target), signal, headers: sent },
      resolve,
    );
    request.on('error', reject);
    request.end(post?.body);
  });
}
