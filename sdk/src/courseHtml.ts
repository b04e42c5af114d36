import sanitize from 'sanitize-html';
import { LmsError } from '@lms/contract';
import { offLoopJob } from '@lms/contract/offload/offLoopJob.ts';
import { HTML_TOO_DEEP, htmlNestsDeeperThan } from './htmlNesting.ts';

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

/** Where sanitised HTML goes, and how long it may be there (escaping makes text longer: '<' becomes '&lt;'). */
export interface HtmlCap {
  maxLength: number;
  /** The field a 422 names, e.g. config/html. */
  field: string;
  /** The 422's message; by default it gives the limit. */
  message?: string;
}

export const sanitisedTooLong = (maxLength: number) =>
  `The HTML content is too long once made safe (at most ${maxLength} characters; characters such as < and & take several once escaped).`;

/**
 * Sanitises, and refuses (422 on `cap.field`) HTML nested deeper than
 * MAX_HTML_DEPTH (the sanitiser's work grows with the square of the depth)
 * and a result longer than the cap. Runs in the worker threads too.
 */
export function sanitizeCourseHtmlWithin(input: { html: string } & HtmlCap): string {
  if (htmlNestsDeeperThan(input.html)) throw LmsError.validation([{ field: input.field, message: HTML_TOO_DEEP }]);
  const safe = sanitizeCourseHtml(input.html);
  if (safe.length > input.maxLength) throw LmsError.validation([{ field: input.field, message: input.message ?? sanitisedTooLong(input.maxLength) }]);
  return safe;
}

// Below 2 KiB, sanitising takes a few milliseconds at worst and stays on the event loop.
const sanitizeOffLoop = /* @__PURE__ */ offLoopJob<{ html: string } & HtmlCap, string>(import.meta.url, 'sanitizeCourseHtmlWithin', {
  deadlineMs: 5_000,
  maxInputLength: 2 * 1024 * 1024,
  inlineBelow: 2048,
});

/**
 * Course HTML made safe for storing, as sanitizeCourseHtml, with its result
 * capped (422, never a stored value the schema would refuse) and, for long
 * input, off the event loop in the kernel's worker threads with a deadline:
 * half a megabyte of nested markup takes the sanitiser over a second.
 */
export function sanitizeCourseHtmlCapped(html: string, cap: HtmlCap): Promise<string> {
  return sanitizeOffLoop({ html, ...cap });
}

/** The text a reader sees, for in-course search. */
export function htmlToText(html: string): string {
  return sanitize(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
