import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReplyControl } from '@lms/sdk';
import { frameAncestorsDirective } from './frameOrigins.ts';

const escaped = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The LTI client-side postMessage storage (lti.put_data / lti.get_data): the page's one
 * script, the same for both steps, reads what to do from the JSON block. `put` stores the
 * binding in the platform's frame, then goes on to the platform's authentication address
 * (also when the platform does not answer within 2 s: the cookie may still carry the
 * binding). `get` reads it back and re-posts the launch with it to our launch address.
 */
const SCRIPT = `(function () {
  var d = JSON.parse(document.getElementById('lti-storage').textContent);
  var parent = window.parent;
  var target = d.target === '_parent' ? parent : (parent.frames[d.target] || parent);
  var id = 'm' + Math.random().toString(36).slice(2);
  var done = false;
  function finish(value) {
    if (done) return;
    done = true;
    if (d.mode === 'put') { window.location.replace(d.next); return; }
    if (typeof value !== 'string') { document.getElementById('lti-failed').hidden = false; return; }
    document.getElementById('lti-binding').value = value;
    document.forms[0].submit();
  }
  window.addEventListener('message', function (event) {
    var data = event.data || {};
    if (event.origin !== d.origin || data.message_id !== id || data.subject !== 'lti.' + d.mode + '_data.response') return;
    finish(data.error ? undefined : data.value);
  });
  var message = { subject: 'lti.' + d.mode + '_data', message_id: id, key: d.key };
  if (d.mode === 'put') message.value = d.value;
  target.postMessage(message, d.origin);
  setTimeout(finish, 2000);
})();`;
const SCRIPT_HASH = createHash('sha256').update(SCRIPT).digest('base64');

/** What the page does: store the binding, or read it back for the launch. */
export type StorageStep =
  | { mode: 'put'; target: string; origin: string; key: string; value: string; next: string }
  | { mode: 'get'; target: string; origin: string; key: string; launchUrl: string; fields: Record<string, string>; bindingField: string };

/** Answers the page of one storage step, framed by the platform's origins only (and its own script by hash). */
export function platformStoragePage(reply: ReplyControl, step: StorageStep, frameAncestors: readonly string[]): void {
  const data = step.mode === 'put' ? { mode: 'put', target: step.target, origin: step.origin, key: step.key, value: step.value, next: step.next } : { mode: 'get', target: step.target, origin: step.origin, key: step.key };
  // In a JSON script block `<` is the only character that could end it early.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const form =
    step.mode === 'get'
      ? `<form method="post" action="${escaped(step.launchUrl)}">${Object.entries(step.fields)
          .map(([name, value]) => `<input type="hidden" name="${escaped(name)}" value="${escaped(value)}">`)
          .join('')}<input type="hidden" id="lti-binding" name="${escaped(step.bindingField)}" value=""></form><p id="lti-failed" hidden>Your LMS did not confirm this sign-in. Close this page and open the link again.</p>`
      : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><title>Signing in</title></head><body><main><p>Signing in…</p>${form}</main><script type="application/json" id="lti-storage">${json}</script><script>${SCRIPT}</script></body></html>`;
  const bytes = Buffer.from(html, 'utf8');
  reply.header('Cache-Control', 'no-store');
  reply.header('Content-Security-Policy', `default-src 'none'; script-src 'sha256-${SCRIPT_HASH}'; form-action 'self'; base-uri 'none'; ${frameAncestorsDirective(frameAncestors)}`);
  reply.stream(Readable.from([bytes]), { contentType: 'text/html; charset=utf-8', length: bytes.length });
}
