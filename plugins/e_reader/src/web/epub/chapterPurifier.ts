import DOMPurify, { type Config } from 'dompurify';

/**
 * What of a chapter's markup is kept: its structure and meaning (headings,
 * paragraphs, lists, tables, emphasis, links, images), never its scripts,
 * forms, frames, styles, classes or event handlers. The book's CSS goes: the
 * reader sets the typography.
 */
const CHAPTER_CONFIG: Config = {
  ALLOWED_TAGS: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'div', 'span', 'section', 'article', 'aside', 'header', 'footer',
    'blockquote', 'pre', 'code', 'em', 'strong', 'i', 'b', 'u', 's', 'sub', 'sup', 'small', 'mark', 'abbr', 'cite', 'q', 'dfn',
    'kbd', 'samp', 'var', 'time', 'ruby', 'rt', 'rp', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'colgroup', 'col', 'figure', 'figcaption', 'img', 'a',
  ],
  ALLOWED_ATTR: ['href', 'src', 'alt', 'title', 'id', 'lang', 'dir', 'colspan', 'rowspan', 'scope', 'headers', 'start', 'reversed', 'datetime', 'span'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // http(s) and mail addresses, and addresses inside the book; no javascript:, data: or other schemes.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

/** The HTML made safe to put in the page, as nodes of this document. */
export function purifyChapter(html: string): DocumentFragment {
  return DOMPurify.sanitize(html, { ...CHAPTER_CONFIG, RETURN_DOM_FRAGMENT: true });
}
