import { FOREIGN_ROOTS, isQtiName, kebab, QTI3_NAMESPACE, XML_NAMESPACES } from './qtiNames.ts';
import type { QtiElement, QtiNode } from './qtiTree.ts';

/**
 * Writes a parsed item (QTI 2 names inside, see qtiTree.ts) as QTI 3.0 XML:
 * QTI's elements as `qti-kebab-case` with kebab-case attributes, HTML, MathML
 * and SVG as they are. What it writes is the whole stored item, so it is also
 * where the body is made safe: scripts, frames and styles elements go, event
 * attributes go, script URLs go, and inline styles keep only declarations
 * that cannot reach outside the item.
 */

/** Elements dropped with their content. */
const DROPPED = new Set(['script', 'style', 'iframe', 'frame', 'frameset', 'embed', 'applet', 'link', 'meta', 'base', 'form', 'noscript', 'template']);

const URL_ATTRIBUTES = new Set(['href', 'src', 'data', 'action', 'formaction', 'poster', 'background', 'cite', 'longdesc', 'usemap', 'codebase']);

const DANGEROUS_URL = /^\s*(javascript|vbscript|data\s*:\s*text\/html|data\s*:\s*image\/svg)/i;

/** Inline style declarations that could escape the item's box or load something. */
const UNSAFE_STYLE = /url\s*\(|expression\s*\(|javascript:|behavior|-moz-binding|@import|position\s*:\s*(fixed|sticky|absolute)|z-index/i;

const STANDARD_TEMPLATE = /rptemplates\/([a-z_]+?)(\.xml)?$/;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

function scopedStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => declaration.trim())
    .filter((declaration) => declaration !== '' && !UNSAFE_STYLE.test(declaration))
    .join('; ');
}

/** An attribute as it is written, or null when it is dropped. */
function writtenAttribute(element: QtiElement, key: string, value: string, qti: boolean): [string, string] | null {
  const lower = key.toLowerCase();
  if (lower.startsWith('on') || lower === 'srcdoc' || lower === 'xmlns' || lower.startsWith('xmlns:') || lower === 'schemalocation') return null;
  if (URL_ATTRIBUTES.has(lower) && DANGEROUS_URL.test(value)) return null;
  if (lower === 'style') {
    const kept = scopedStyle(value);
    return kept === '' ? null : ['style', kept];
  }
  if (qti && key === 'template' && element.name === 'responseProcessing') {
    const name = STANDARD_TEMPLATE.exec(value.trim())?.[1];
    return ['template', name ? `https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/${name}.xml` : value];
  }
  if (key === 'lang') return ['xml:lang', value];
  return [qti ? kebab(key) : key, value];
}

function write(node: QtiNode, foreign: boolean, root: boolean): string {
  if (typeof node === 'string') return escapeText(node);
  if (!foreign && DROPPED.has(node.name.toLowerCase())) return '';
  const inForeign = foreign || FOREIGN_ROOTS.has(node.name);
  const qti = !inForeign && isQtiName(node.name);
  const name = qti ? `qti-${kebab(node.name)}` : node.name;
  const attributes = Object.entries(node.attributes)
    .map(([key, value]) => (inForeign ? (key.toLowerCase().startsWith('on') || key.startsWith('xmlns') ? null : ([key, value] as [string, string])) : writtenAttribute(node, key, value, qti)))
    .filter((attribute): attribute is [string, string] => attribute !== null);
  const namespace = root ? QTI3_NAMESPACE : !foreign ? XML_NAMESPACES[node.name] : undefined;
  if (namespace) attributes.unshift(['xmlns', namespace]);
  const open = `<${name}${attributes.map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`).join('')}`;
  const inner = node.children.map((child) => write(child, inForeign, false)).join('');
  return inner === '' ? `${open}/>` : `${open}>${inner}</${name}>`;
}

/** The item as sanitised QTI 3.0 XML, with its XML declaration. */
export function qti3Xml(item: QtiElement): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${write(item, false, true)}`;
}

