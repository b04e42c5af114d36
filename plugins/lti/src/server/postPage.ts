import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReplyControl } from '@lms/sdk';
import { frameAncestorsDirective } from './frameOrigins.ts';

const escaped = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const SUBMIT = 'document.forms[0].submit();';
const SUBMIT_HASH = createHash('sha256').update(SUBMIT).digest('base64');

/**
 * Posts `fields` to another site's address from the browser: a page whose
 * form submits itself (its one script allowed by hash, the form allowed to
 * post only to that site's origin), with a button for a browser without
 * scripts; framed by this site and `frameAncestors` (the platform's origins).
 */
export function postAway(reply: ReplyControl, url: URL, fields: Record<string, string>, words: { title: string; button: string }, frameAncestors: readonly string[] = []): void {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escaped(name)}" value="${escaped(value)}">`)
    .join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escaped(words.title)}</title></head><body><main><h1>${escaped(words.title)}</h1><form method="post" action="${escaped(url.toString())}">${inputs}<button type="submit">${escaped(words.button)}</button></form></main><script>${SUBMIT}</script></body></html>`;
  const bytes = Buffer.from(html, 'utf8');
  reply.header('Cache-Control', 'no-store');
  reply.header('Content-Security-Policy', `default-src 'none'; script-src 'sha256-${SUBMIT_HASH}'; form-action ${url.origin}; base-uri 'none'; ${frameAncestorsDirective(frameAncestors)}`);
  reply.stream(Readable.from([bytes]), { contentType: 'text/html; charset=utf-8', length: bytes.length });
}
