import type { CSSProperties } from 'react';

/**
 * What of an item's markup reaches the page: the renderer builds React
 * elements from the parsed XML and keeps only these elements and
 * attributes (anything else keeps its text and loses its element), so no
 * script, event attribute or foreign URL scheme can pass even if the
 * server's sanitising missed one.
 */
export const HTML_ELEMENTS = new Set([
  'p', 'div', 'span', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'em', 'strong', 'b', 'i', 'u', 's', 'sub', 'sup', 'small', 'big', 'code', 'pre',
  'blockquote', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'colgroup', 'col', 'img', 'a',
  'figure', 'figcaption', 'ruby', 'rt', 'rp', 'rb', 'rtc', 'abbr', 'acronym', 'cite', 'q', 'kbd', 'samp', 'var', 'dfn', 'bdi', 'bdo', 'mark', 'del', 'ins',
  'section', 'article', 'aside', 'header', 'footer', 'nav', 'details', 'summary', 'address', 'time', 'wbr', 'label', 'audio', 'video', 'source', 'track', 'picture',
]);

/** Elements dropped with their content: code, frames, and what the item must not bring. */
export const DROPPED_ELEMENTS = new Set(['script', 'style', 'iframe', 'frame', 'frameset', 'embed', 'applet', 'link', 'meta', 'base', 'form', 'noscript', 'template', 'title', 'head']);

/** MathML Core and SVG keep their elements: Chromium renders MathML Core natively. */
export const MATHML_NAMESPACE = 'http://www.w3.org/1998/Math/MathML';
export const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

const ATTRIBUTES = new Set([
  'title', 'dir', 'alt', 'width', 'height', 'colspan', 'rowspan', 'headers', 'scope', 'abbr', 'start', 'reversed', 'type', 'datetime', 'cite',
  'controls', 'srclang', 'kind', 'label', 'span', 'summary', 'lang',
]);

/** MathML and SVG presentation attributes, as written. */
const FOREIGN_ATTRIBUTES = /^(display|mathvariant|mathsize|mathcolor|mathbackground|displaystyle|scriptlevel|stretchy|symmetric|largeop|movablelimits|accent|accentunder|form|fence|separator|lspace|rspace|minsize|maxsize|linethickness|columnalign|rowalign|columnspan|rowspan|width|height|depth|voffset|notation|open|close|separators|encoding|definitionURL|alttext|viewBox|d|x|y|x1|x2|y1|y2|cx|cy|r|rx|ry|points|fill|stroke|stroke-width|transform|text-anchor|font-size|font-family|preserveAspectRatio|dir)$/;

const URL_ATTRIBUTES = new Set(['src', 'href', 'poster']);
const SAFE_URL = /^(https?:|mailto:|data:image\/(png|jpe?g|gif|webp);|[^:]*$)/i;

/** Style declarations that could reach outside the item's box or load something. */
const UNSAFE_STYLE = /url\s*\(|expression\s*\(|javascript:|behavior|-moz-binding|@import|position\s*:\s*(fixed|sticky)|z-index/i;

export const safeUrl = (value: string) => SAFE_URL.test(value.trim());

function styleObject(style: string): CSSProperties | undefined {
  const entries = style
    .split(';')
    .map((declaration) => declaration.trim())
    .filter((declaration) => declaration.includes(':') && !UNSAFE_STYLE.test(declaration))
    .map((declaration) => {
      const [name = '', ...value] = declaration.split(':');
      const property = name.trim().toLowerCase();
      const key = property.startsWith('--') ? property : property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
      return [key, value.join(':').trim()] as const;
    });
  return entries.length > 0 ? (Object.fromEntries(entries) as CSSProperties) : undefined;
}

/** React props for an element's allowed attributes; ids are prefixed so two items on a page never share one. */
export function safeProps(element: Element, idPrefix: string, foreign: boolean): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const attribute of Array.from(element.attributes)) {
    const name = attribute.localName === 'lang' ? 'lang' : attribute.name;
    const value = attribute.value;
    if (name === 'class') props.className = value;
    else if (name === 'id') props.id = `${idPrefix}-${value}`;
    else if (name === 'style') props.style = styleObject(value);
    else if (URL_ATTRIBUTES.has(name)) {
      if (safeUrl(value)) props[name] = value;
    } else if (foreign ? FOREIGN_ATTRIBUTES.test(name) : ATTRIBUTES.has(name)) {
      props[name === 'colspan' ? 'colSpan' : name === 'rowspan' && !foreign ? 'rowSpan' : name] = value;
    }
  }
  if (element.localName === 'a' && typeof props.href === 'string') {
    props.target = '_blank';
    props.rel = 'noopener noreferrer';
  }
  return props;
}
