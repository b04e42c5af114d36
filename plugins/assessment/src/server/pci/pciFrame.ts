import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const SCRIPT = readFileSync(new URL('./pciFrameScript.js', import.meta.url), 'utf8');
const SCRIPT_HASH = `sha256-${createHash('sha256').update(SCRIPT).digest('base64')}`;

const STYLE = 'body{margin:0;padding:.25rem;font:1rem/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fff}fieldset{border:0;margin:0;padding:0}label{margin-right:1rem}';

/** The frame's page: an empty place for the PCI and the script that loads it (see pciFrameScript.js). */
export const PCI_FRAME_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Custom interaction</title><style>${STYLE}</style></head>
<body><main id="pci"></main><script>${SCRIPT}</script></body></html>
`;

/**
 * The frame's policy, which holds even when the page is opened on its own: sandboxed with scripts but
 * without same-origin (an opaque origin: no cookies, no storage, no reading this site's pages), no
 * network at all (connect, images, fonts and media only from data: and blob:), scripts only this
 * page's own (by its hash) and the blobs it makes from the modules, framed by this site only.
 */
export const PCI_FRAME_POLICY = [
  'sandbox allow-scripts',
  "default-src 'none'",
  `script-src '${SCRIPT_HASH}' blob:`,
  "style-src 'unsafe-inline'",
  'img-src data: blob:',
  'font-src data:',
  'media-src data: blob:',
  "connect-src 'none'",
  "frame-src 'none'",
  "worker-src 'none'",
  "object-src 'none'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');
