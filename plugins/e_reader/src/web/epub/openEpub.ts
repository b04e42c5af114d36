import type { EpubBook, TocEntry } from './bookTypes.ts';
import { EpubError } from './EpubError.ts';
import { resolveBookHref } from './bookPaths.ts';
import { readNavDocument, readNcx } from './tocDocuments.ts';
import { DC_NS, parseXml, plainText } from './xmlDocuments.ts';
import { openZip, type ZipArchive } from './zipArchive.ts';

const CHAPTER_TYPES = new Set(['application/xhtml+xml', 'text/html']);

interface ManifestItem {
  path: string;
  mediaType: string;
  properties: string[];
}

/** META-INF/container.xml names the package document (the OPF) of the book. */
function packagePath(zip: ZipArchive): string {
  const container = zip.text('META-INF/container.xml');
  if (container === undefined) throw new EpubError('This file is not an EPUB book: it has no META-INF/container.xml.');
  const rootfile = parseXml(container, 'container').getElementsByTagNameNS('*', 'rootfile')[0];
  const path = rootfile?.getAttribute('full-path');
  if (!path) throw new EpubError('This EPUB book is damaged: its container names no package document.');
  return path;
}

function readManifest(pkg: Document, opfPath: string): Map<string, ManifestItem> {
  const items = new Map<string, ManifestItem>();
  const manifest = pkg.getElementsByTagNameNS('*', 'manifest')[0];
  for (const item of Array.from(manifest?.getElementsByTagNameNS('*', 'item') ?? [])) {
    const id = item.getAttribute('id');
    const resolved = resolveBookHref(opfPath, item.getAttribute('href') ?? '');
    if (!id || !resolved) continue;
    items.set(id, { path: resolved.path, mediaType: item.getAttribute('media-type') ?? '', properties: (item.getAttribute('properties') ?? '').split(/\s+/) });
  }
  return items;
}

/** Every spine item that is a (X)HTML document, linear or not, in reading order. */
function readSpine(pkg: Document, items: Map<string, ManifestItem>): string[] {
  const spine = pkg.getElementsByTagNameNS('*', 'spine')[0];
  return Array.from(spine?.getElementsByTagNameNS('*', 'itemref') ?? [])
    .map((ref) => items.get(ref.getAttribute('idref') ?? ''))
    .filter((item): item is ManifestItem => item !== undefined && CHAPTER_TYPES.has(item.mediaType))
    .map((item) => item.path);
}

/** The EPUB 3 navigation document, else the EPUB 2 NCX the spine names, else none. */
function readToc(zip: ZipArchive, pkg: Document, items: Map<string, ManifestItem>, chapterOf: (path: string) => number): TocEntry[] {
  const nav = [...items.values()].find((item) => item.properties.includes('nav'));
  const navText = nav && zip.text(nav.path);
  if (nav && navText !== undefined) return readNavDocument(navText, nav.path, chapterOf);
  const ncxId = pkg.getElementsByTagNameNS('*', 'spine')[0]?.getAttribute('toc');
  const ncx = (ncxId ? items.get(ncxId) : undefined) ?? [...items.values()].find((item) => item.mediaType === 'application/x-dtbncx+xml');
  const ncxText = ncx && zip.text(ncx.path);
  return ncx && ncxText !== undefined ? readNcx(ncxText, ncx.path, chapterOf) : [];
}

/** Reads an EPUB's package: its title, chapters in reading order and table of contents. Chapters and images are read when asked for. */
export function openEpub(data: Uint8Array): EpubBook {
  const zip = openZip(data);
  const opfPath = packagePath(zip);
  const opf = zip.text(opfPath);
  if (opf === undefined) throw new EpubError('This EPUB book is damaged: its package document is missing.');
  const pkg = parseXml(opf, 'package document');
  const items = readManifest(pkg, opfPath);
  const chapters = readSpine(pkg, items);
  if (chapters.length === 0) throw new EpubError('This EPUB book has no chapters to read.');
  const chapterOf = (path: string) => chapters.indexOf(path);
  const mediaTypes = new Map([...items.values()].map((item) => [item.path, item.mediaType]));
  return {
    title: plainText(pkg.getElementsByTagNameNS(DC_NS, 'title')[0]),
    chapters,
    toc: readToc(zip, pkg, items, chapterOf),
    chapterOf,
    text: zip.text,
    bytes: zip.bytes,
    mediaType: (path) => mediaTypes.get(path),
  };
}
