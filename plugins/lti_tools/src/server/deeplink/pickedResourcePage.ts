import { randomBytes } from 'node:crypto';
import type { PickedResource } from './DeepLinkReturn.ts';

/** The message the iframe editor listens for (plugins/iframe/src/web/deepLinkMessage.ts), also the name of its BroadcastChannel. */
export const DEEP_LINK_MESSAGE_TYPE = 'lti-tools:deep-link';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page the deep-linking return answers: it hands the picked resource to the
 * editor that opened the tool (its opener window, or the page framing it),
 * addressed to this site's origin only, and says what was picked. A tool page
 * with `Cross-Origin-Opener-Policy: same-origin` (helmet's default, so ltijs's)
 * cuts the window from its opener: with neither opener nor parent, the page
 * broadcasts it on a BroadcastChannel, which only this origin's pages hear.
 */
export function pickedResourcePage(resource: PickedResource, origin: string): { html: string; csp: string } {
  const nonce = randomBytes(16).toString('base64');
  const message = JSON.stringify({ type: DEEP_LINK_MESSAGE_TYPE, ...resource }).replace(/</g, '\\u003c');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Content selected</title></head>
<body><p>Content selected: ${escapeHtml(resource.title || resource.url)}. Save the component to keep it; you can close this window.</p>
<script nonce="${nonce}">var message = ${message}; var editor = window.opener || (window.parent !== window ? window.parent : null);
if (editor) editor.postMessage(message, ${JSON.stringify(origin)}); else new BroadcastChannel(${JSON.stringify(DEEP_LINK_MESSAGE_TYPE)}).postMessage(message);
if (window.parent === window) window.close();</script>
</body></html>`;
  return { html, csp: `default-src 'none'; script-src 'nonce-${nonce}'; frame-ancestors 'self'` };
}
