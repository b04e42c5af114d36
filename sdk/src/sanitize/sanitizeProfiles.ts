import type sanitize from 'sanitize-html';

/**
 * Every kind of authored or imported HTML the product keeps, and what each
 * may hold. One table, read by the server (before storing) and the web
 * (before showing what it did not store, such as a book's chapter).
 */
export type SanitizeProfile = 'courseHtml' | 'questionPrompt' | 'post' | 'postWithImages' | 'step' | 'bookChapter' | 'plainText';

/** The tags course HTML may hold: text structure, lists, tables, links, images and code. */
export const COURSE_HTML_TAGS = [
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'blockquote', 'hr', 'br', 'div', 'span', 'pre', 'code',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'b', 'strong', 'i', 'em', 'u', 's', 'sub', 'sup', 'mark', 'small',
  'abbr', 'cite', 'q', 'kbd', 'a', 'img', 'figure', 'figcaption',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'colgroup', 'col',
] as const;

/** Part 2 §5: the only tags a post, reply or comment keeps (and img where the board shows images). */
export const POST_TAGS = ['p', 'b', 'i', 'strong', 'em', 'span', 'u', 'a', 'br', 'ul', 'ol', 'li', 'blockquote', 'code', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

/** A step's text: no headings (the step title is the heading). */
const STEP_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'mark', 'code', 'pre', 'kbd', 'blockquote', 'ul', 'ol', 'li', 'a', 'img'];

/** A book chapter's structure and meaning; the book's own CSS, classes and scripts go (the reader sets the typography). */
const BOOK_CHAPTER_TAGS = [
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'div', 'span', 'section', 'article', 'aside', 'header', 'footer',
  'blockquote', 'pre', 'code', 'em', 'strong', 'i', 'b', 'u', 's', 'sub', 'sup', 'small', 'mark', 'abbr', 'cite', 'q', 'dfn',
  'kbd', 'samp', 'var', 'time', 'ruby', 'rt', 'rp', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'colgroup', 'col', 'figure', 'figcaption', 'img', 'a',
];
const BOOK_CHAPTER_ATTRIBUTES = ['href', 'src', 'alt', 'title', 'id', 'lang', 'dir', 'colspan', 'rowspan', 'scope', 'headers', 'start', 'reversed', 'datetime', 'span'];

const ALIGNMENT = { 'text-align': [/^(left|right|center|justify)$/] };
const COLOUR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i, /^[a-z]{3,20}$/i];
/** Style values are matched whole, so nothing but these properties with these values survives: no url(), expression(), positioning or hiding. */
const POST_STYLES = {
  ...ALIGNMENT,
  color: COLOUR,
  'background-color': COLOUR,
  'font-weight': [/^(normal|bold|[1-9]00)$/],
  'font-style': [/^(normal|italic)$/],
  'text-decoration': [/^(none|underline|line-through)$/],
};

/** A link opening a new tab must not hand the course page to the opened site. */
const guardNewTab: sanitize.Transformer = (tagName, attribs) => ({ tagName, attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs });
/** A post's link always opens a new tab that cannot reach back into the course page, whatever was sent. */
const postLinkInNewTab: sanitize.Transformer = (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } });

/** Links by http(s) or mail; images by http(s) only; never javascript:, data: or protocol-relative addresses. */
const WEB_ADDRESSES = { allowedSchemes: ['http', 'https', 'mailto'], allowedSchemesByTag: { img: ['http', 'https'] }, allowProtocolRelative: false } satisfies sanitize.IOptions;

const COURSE_HTML: sanitize.IOptions = {
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
  allowedStyles: { '*': ALIGNMENT },
  ...WEB_ADDRESSES,
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: { a: guardNewTab },
};

function postOptions(allowImages: boolean): sanitize.IOptions {
  return {
    allowedTags: allowImages ? [...POST_TAGS, 'img'] : [...POST_TAGS],
    // Part 2 §5: href and style only; target and rel are the ones set by postLinkInNewTab.
    allowedAttributes: { '*': ['style'], a: ['href', 'style', 'target', 'rel'], img: ['src', 'alt', 'style'] },
    allowedStyles: { '*': POST_STYLES },
    ...WEB_ADDRESSES,
    transformTags: { a: postLinkInNewTab },
  };
}

export const SANITIZE_PROFILES: Readonly<Record<SanitizeProfile, sanitize.IOptions>> = {
  courseHtml: COURSE_HTML,
  // A question's prompt is course HTML written in the question editor.
  questionPrompt: COURSE_HTML,
  post: postOptions(false),
  postWithImages: postOptions(true),
  step: {
    allowedTags: STEP_TAGS,
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], ol: ['start'] },
    ...WEB_ADDRESSES,
    transformTags: { a: guardNewTab },
  },
  bookChapter: {
    allowedTags: BOOK_CHAPTER_TAGS,
    allowedAttributes: { '*': BOOK_CHAPTER_ATTRIBUTES },
    // Addresses inside the book are relative; the reader rewrites them once sanitised.
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
  },
  plainText: { allowedTags: [], allowedAttributes: {} },
};
