import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReplyControl } from '@lms/sdk';
import { frameAncestorsDirective } from './frameOrigins.ts';

const escaped = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:0;padding:1.5rem;color:#1f2933;line-height:1.5}main{max-width:34rem}' +
  'button{font:inherit;min-height:2.75rem;padding:.5rem 1.25rem;border:0;border-radius:.375rem;background:#1f6f6c;color:#fff;cursor:pointer}' +
  'button:focus-visible{outline:3px solid #e81e75;outline-offset:2px}';
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

export const REGISTRATION_WINDOW_WORDS = {
  title: 'Complete your registration',
  text: 'Your learning platform sent you here for the first time. The registration cannot be shown inside its page: open it in a new window, and after registering you continue there.',
  button: 'Open the registration in a new window',
} as const;

/**
 * A launch inside the platform's frame whose user has no account yet: /lti_register
 * cannot work in that frame (no session of ours, and a browser keeps our cookies from a
 * third-party frame), so this page, framed by the platform's origins only, offers it in a
 * new window (a form with a real button, no script). The registration then leads to the
 * launch's course (its `deeplink`) in that window.
 */
export function registrationWindowPage(reply: ReplyControl, registrationId: string, frameAncestors: readonly string[]): void {
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${REGISTRATION_WINDOW_WORDS.title}</title><style>${STYLE}</style></head><body><main>` +
    `<h1>${REGISTRATION_WINDOW_WORDS.title}</h1><p>${REGISTRATION_WINDOW_WORDS.text}</p>` +
    `<form method="get" action="/lti_register" target="_blank"><input type="hidden" name="lti_registration" value="${escaped(registrationId)}">` +
    `<button type="submit">${REGISTRATION_WINDOW_WORDS.button}</button></form></main></body></html>`;
  const bytes = Buffer.from(html, 'utf8');
  reply.header('Cache-Control', 'no-store');
  reply.header('Content-Security-Policy', `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; form-action 'self'; base-uri 'none'; ${frameAncestorsDirective(frameAncestors)}`);
  reply.stream(Readable.from([bytes]), { contentType: 'text/html; charset=utf-8', length: bytes.length });
}
