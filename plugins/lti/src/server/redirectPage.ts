import { Readable } from 'node:stream';
import type { ReplyControl } from '@lms/sdk';
import { frameAncestorsDirective } from './frameOrigins.ts';

const escaped = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Sends the browser to another site's address: a page that refreshes to it
 * (no script, so the site's Content-Security-Policy allows it) with a link
 * for the rare browser that does not follow. `reply.redirect` only goes to
 * paths of this site. `frameAncestors`: the platform's origins, which show it in their iframe.
 */
export function redirectAway(reply: ReplyControl, url: URL, frameAncestors: readonly string[] = []): void {
  const href = escaped(url.toString());
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><meta http-equiv="refresh" content="0;url=${href}"><title>Signing in</title></head><body><p><a href="${href}">Continue to sign in</a></p></body></html>`;
  const bytes = Buffer.from(html, 'utf8');
  reply.header('Cache-Control', 'no-store');
  reply.header('Content-Security-Policy', `default-src 'none'; base-uri 'none'; ${frameAncestorsDirective(frameAncestors)}`);
  reply.stream(Readable.from([bytes]), { contentType: 'text/html; charset=utf-8', length: bytes.length });
}
