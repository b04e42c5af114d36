import sanitize from 'sanitize-html';

/**
 * What authored course HTML may contain: text structure, lists, tables, links,
 * images and code; never scripts, styles, frames, forms or event handlers.
 */
/** The tags course HTML may hold. */
export const COURSE_HTML_TAGS = [
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'blockquote', 'hr', 'br', 'div', 'span', 'pre', 'code',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'b', 'strong', 'i', 'em', 'u', 's', 'sub', 'sup', 'mark', 'small',
  'abbr', 'cite', 'q', 'kbd', 'a', 'img', 'figure', 'figcaption',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'colgroup', 'col',
] as const;

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...COURSE_HTML_TAGS],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'type'],
    abbr: ['title'],
    '*': ['style'],
  },
  allowedStyles: {
    '*': { 'text-align': [/^(left|right|center|justify)$/] },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // A link opening a new tab must not hand the course page to the opened site.
    a: (tagName, attribs) => ({ tagName, attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs }),
  },
};

/** Course HTML as the html component keeps it (and question prompts, and anything else authors write as rich text). */
export function sanitizeCourseHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

/** The text a reader sees, for in-course search. */
export function htmlToText(html: string): string {
  return sanitize(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
