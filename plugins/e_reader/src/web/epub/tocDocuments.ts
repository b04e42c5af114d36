import type { BookLocation, TocEntry } from './bookTypes.ts';
import { resolveBookHref } from './bookPaths.ts';
import { childElements, OPS_NS, parseXhtml, parseXml, plainText, XHTML_NS } from './xmlDocuments.ts';

type ChapterOf = (path: string) => number;

function targetOf(fromPath: string, href: string | null, chapterOf: ChapterOf): BookLocation | null {
  if (!href) return null;
  const resolved = resolveBookHref(fromPath, href);
  if (!resolved) return null;
  const chapter = chapterOf(resolved.path);
  return chapter < 0 ? null : { chapter, fragment: resolved.fragment };
}

/** An entry that leads nowhere and holds nothing is left out. */
function kept(entry: TocEntry): boolean {
  return entry.label !== '' && (entry.target !== null || entry.children.length > 0);
}

function navList(list: Element | undefined, fromPath: string, chapterOf: ChapterOf): TocEntry[] {
  if (!list) return [];
  return childElements(list, 'li')
    .map((item) => {
      const label = Array.from(item.children).find((child) => child.localName === 'a' || child.localName === 'span');
      const href = label?.localName === 'a' ? label.getAttribute('href') : null;
      return { label: plainText(label), target: targetOf(fromPath, href, chapterOf), children: navList(childElements(item, 'ol')[0], fromPath, chapterOf) };
    })
    .filter(kept);
}

/** EPUB 3: the navigation document's `<nav epub:type="toc">` (else its first nav), an ordered list of links. */
export function readNavDocument(text: string, navPath: string, chapterOf: ChapterOf): TocEntry[] {
  const doc = parseXhtml(text);
  const navs = Array.from(doc.getElementsByTagNameNS(XHTML_NS, 'nav'));
  const isToc = (nav: Element) => (nav.getAttributeNS(OPS_NS, 'type') ?? nav.getAttribute('epub:type') ?? '').split(/\s+/).includes('toc');
  const nav = navs.find(isToc) ?? navs[0];
  return nav ? navList(childElements(nav, 'ol')[0], navPath, chapterOf) : [];
}

function navPoints(parent: Element, ncxPath: string, chapterOf: ChapterOf): TocEntry[] {
  return childElements(parent, 'navPoint')
    .map((point) => {
      const label = childElements(point, 'navLabel')[0];
      const content = childElements(point, 'content')[0];
      return {
        label: plainText(label ? childElements(label, 'text')[0] : undefined),
        target: targetOf(ncxPath, content?.getAttribute('src') ?? null, chapterOf),
        children: navPoints(point, ncxPath, chapterOf),
      };
    })
    .filter(kept);
}

/** EPUB 2: the NCX file's navMap of nested navPoints. */
export function readNcx(text: string, ncxPath: string, chapterOf: ChapterOf): TocEntry[] {
  const navMap = parseXml(text, 'table of contents').getElementsByTagNameNS('*', 'navMap')[0];
  return navMap ? navPoints(navMap, ncxPath, chapterOf) : [];
}
