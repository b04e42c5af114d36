import { isExternalHref, resolveBookHref } from './bookPaths.ts';
import { purifyChapter } from './chapterPurifier.ts';
import { parseXhtml, XHTML_NS } from './xmlDocuments.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

export interface ChapterContext {
  /** The chapter's zip path: its addresses are relative to it. */
  path: string;
  /** Put before every id of the chapter, so they cannot clash with the page's (or another reader's). */
  idPrefix: string;
  chapterOf(path: string): number;
  /** A blob: address for an image of the book, undefined when the book has no such file. */
  imageUrl(path: string): string | undefined;
}

/** Attributes an in-book link carries; the reader follows it itself. */
export const LINK_CHAPTER = 'data-epub-chapter';
export const LINK_FRAGMENT = 'data-epub-fragment';

/** Cover pages often wrap their picture in SVG, which is not kept: the picture becomes an image. */
function unwrapSvgImages(body: Element): void {
  for (const svg of Array.from(body.getElementsByTagNameNS(SVG_NS, 'svg'))) {
    const image = svg.getElementsByTagNameNS(SVG_NS, 'image')[0];
    const href = image?.getAttributeNS(XLINK_NS, 'href') ?? image?.getAttribute('href');
    if (!href) continue;
    const img = svg.ownerDocument.createElementNS(XHTML_NS, 'img');
    img.setAttribute('src', href);
    img.setAttribute('alt', '');
    svg.replaceWith(img);
  }
}

function bodyMarkup(xhtml: string): string {
  const doc = parseXhtml(xhtml);
  const body = doc.body ?? doc.getElementsByTagNameNS(XHTML_NS, 'body')[0];
  if (!body) return '';
  unwrapSvgImages(body);
  // Serialised by the document's own rules: an XHTML body as XML (empty elements closed with an end tag, as HTML reads them).
  return body.innerHTML;
}

/** Images come from the book itself; one from elsewhere (or missing) leaves its alt text. */
function rewriteImage(img: HTMLImageElement, context: ChapterContext): void {
  const resolved = resolveBookHref(context.path, img.getAttribute('src') ?? '');
  const url = resolved && context.imageUrl(resolved.path);
  if (!url) {
    img.replaceWith(img.ownerDocument.createTextNode(img.getAttribute('alt') ?? ''));
    return;
  }
  img.setAttribute('src', url);
  if (!img.hasAttribute('alt')) img.setAttribute('alt', '');
}

/** Links out of the book open in a new tab; links into it name the chapter and place the reader goes to. */
function rewriteLink(link: HTMLAnchorElement, context: ChapterContext): void {
  const href = link.getAttribute('href');
  if (href === null) return;
  if (isExternalHref(href)) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
    return;
  }
  const resolved = resolveBookHref(context.path, href);
  const chapter = resolved ? context.chapterOf(resolved.path) : -1;
  if (!resolved || chapter < 0) {
    link.removeAttribute('href');
    return;
  }
  link.setAttribute('href', `#${context.idPrefix}${resolved.fragment}`);
  link.setAttribute(LINK_CHAPTER, String(chapter));
  link.setAttribute(LINK_FRAGMENT, resolved.fragment);
}

/** A chapter's XHTML as safe nodes for the reader: sanitised, its images as blob: addresses, its links followed in the reader. */
export function renderChapter(xhtml: string, context: ChapterContext): DocumentFragment {
  const fragment = purifyChapter(bodyMarkup(xhtml));
  for (const element of Array.from(fragment.querySelectorAll('[id]'))) element.id = `${context.idPrefix}${element.id}`;
  // A table cell names its header cells by id: those ids changed too.
  for (const cell of Array.from(fragment.querySelectorAll('[headers]'))) {
    const ids = cell.getAttribute('headers')!.split(/\s+/).filter(Boolean);
    cell.setAttribute('headers', ids.map((id) => `${context.idPrefix}${id}`).join(' '));
  }
  for (const img of Array.from(fragment.querySelectorAll('img'))) rewriteImage(img, context);
  for (const link of Array.from(fragment.querySelectorAll('a'))) rewriteLink(link, context);
  return fragment;
}
