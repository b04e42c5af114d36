import { randomBytes } from 'node:crypto';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The authorization endpoint's answer (OAuth 2.0 Form Post Response Mode): a
 * form posting `fields` to the tool's redirect_uri, sent by a script allowed
 * by its nonce alone, with a button for browsers without scripts. Forms may go
 * to the tool's origin only.
 */
export function formPostPage(action: string, fields: Record<string, string>): { html: string; csp: string } {
  const nonce = randomBytes(16).toString('base64');
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Opening the tool</title></head>
<body><form id="lti" method="post" action="${escapeHtml(action)}">${inputs}<noscript><button type="submit">Continue to the tool</button></noscript></form>
<script nonce="${nonce}">document.getElementById('lti').submit();</script>
</body></html>`;
  return { html, csp: `default-src 'none'; script-src 'nonce-${nonce}'; form-action ${new URL(action).origin}; frame-ancestors 'self'; base-uri 'none'` };
}
