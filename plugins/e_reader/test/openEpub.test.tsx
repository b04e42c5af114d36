import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openEpub } from '../src/web/epub/openEpub.ts';
import { EpubError } from '../src/web/epub/EpubError.ts';
import { resolveBookHref } from '../src/web/epub/bookPaths.ts';
import { makeEpub } from './fixtures/makeEpub.ts';
import { PIXEL, twoChapterBook, zipOf } from './fixtures/sampleBooks.ts';

const CONTAINER = `<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="book.opf" media-type="application/oebps-package+xml"/></rootfiles></container>`;

const EXPECTED_TOC = [
  { label: 'The Moon', target: { chapter: 0, fragment: '' }, children: [{ label: 'Its pull', target: { chapter: 0, fragment: 'pull' }, children: [] }] },
  {
    label: 'Part two',
    target: null,
    children: [
      { label: 'Tides', target: { chapter: 1, fragment: '' }, children: [] },
      { label: 'Spring tides', target: { chapter: 1, fragment: 'spring' }, children: [] },
    ],
  },
];

describe('openEpub', () => {
  it('reads the package the container names: title, chapters in spine order, files and their types', () => {
    const book = openEpub(twoChapterBook());
    expect(book.title).toBe('Tides & Currents');
    expect(book.chapters).toEqual(['OEBPS/text/one.xhtml', 'OEBPS/text/two.xhtml']);
    expect(book.chapterOf('OEBPS/text/two.xhtml')).toBe(1);
    expect(book.chapterOf('OEBPS/nav.xhtml')).toBe(-1);
    expect(book.text('OEBPS/text/one.xhtml')).toContain('<h1>The Moon</h1>');
    expect(book.bytes('OEBPS/images/wave.png')).toEqual(PIXEL);
    expect(book.mediaType('OEBPS/images/wave.png')).toBe('image/png');
    expect(book.bytes('OEBPS/missing.png')).toBeUndefined();
  });

  it('builds the table of contents from the EPUB 3 navigation document, nested, with headings', () => {
    expect(openEpub(twoChapterBook()).toc).toEqual(EXPECTED_TOC);
  });

  it('falls back to the EPUB 2 NCX', () => {
    const book = openEpub(twoChapterBook({ nav: false, ncx: true }));
    // The NCX has no heading entries: its points all lead somewhere.
    expect(book.toc).toEqual([EXPECTED_TOC[0], EXPECTED_TOC[1]!.children[0], EXPECTED_TOC[1]!.children[1]]);
  });

  it('has an empty table of contents when the book has neither', () => {
    expect(openEpub(twoChapterBook({ nav: false })).toc).toEqual([]);
  });

  it('reads the demo book', () => {
    const book = openEpub(new Uint8Array(fs.readFileSync(path.join(import.meta.dirname, '../demo/welcome.epub'))));
    expect(book.title).toBe('Welcome to the reader');
    expect(book.chapters).toHaveLength(3);
    expect(book.toc.map((entry) => entry.label)).toEqual(['Reading here', 'A picture and a table', 'Where to go next']);
    expect(book.toc[0]!.children.map((entry) => entry.target)).toEqual([
      { chapter: 0, fragment: 'moving-around' },
      { chapter: 0, fragment: 'your-place' },
    ]);
  });

  it('keeps only (X)HTML spine items as chapters, and reads percent-encoded addresses', () => {
    const book = openEpub(
      zipOf({
        'META-INF/container.xml': CONTAINER,
        'book.opf': `<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0"><metadata/>
          <manifest>
            <item id="a" href="My%20Chapter.xhtml" media-type="application/xhtml+xml"/>
            <item id="pic" href="cover.png" media-type="image/png"/>
            <item id="b" href="sub/b.html" media-type="text/html"/>
          </manifest>
          <spine><itemref idref="pic"/><itemref idref="a"/><itemref idref="missing"/><itemref idref="b" linear="no"/></spine></package>`,
        'My Chapter.xhtml': '<html xmlns="http://www.w3.org/1999/xhtml"><body><p>A</p></body></html>',
        'sub/b.html': '<html><body><p>B</p></body></html>',
      }),
    );
    expect(book.title).toBe('');
    expect(book.chapters).toEqual(['My Chapter.xhtml', 'sub/b.html']);
    expect(book.text('My Chapter.xhtml')).toContain('<p>A</p>');
  });

  it('says why a file cannot be read as a book', () => {
    const failure = (data: Uint8Array) => {
      try {
        openEpub(data);
      } catch (error) {
        return error instanceof EpubError ? error.message : `not an EpubError: ${String(error)}`;
      }
      return 'opened';
    };
    expect(failure(new TextEncoder().encode('%PDF-1.7 not a zip'))).toBe('This file is not an EPUB book: it could not be unzipped.');
    expect(failure(zipOf({ 'hello.txt': 'hi' }))).toBe('This file is not an EPUB book: it has no META-INF/container.xml.');
    expect(failure(zipOf({ 'META-INF/container.xml': '<container><rootfiles>' }))).toBe('This EPUB book is damaged: its container could not be read.');
    expect(failure(zipOf({ 'META-INF/container.xml': CONTAINER }))).toBe('This EPUB book is damaged: its package document is missing.');
    expect(failure(zipOf({ 'META-INF/container.xml': CONTAINER, 'book.opf': '<package><manifest/><spine/></package>' }))).toBe('This EPUB book has no chapters to read.');
    expect(failure(makeEpub({ title: 'Empty', chapters: [] }))).toBe('This EPUB book has no chapters to read.');
  });
});

describe('resolveBookHref', () => {
  it('reads addresses relative to the file they are in, and leaves addresses out of the book alone', () => {
    expect(resolveBookHref('OEBPS/text/one.xhtml', '../images/a%20b.png')).toEqual({ path: 'OEBPS/images/a b.png', fragment: '' });
    expect(resolveBookHref('OEBPS/text/one.xhtml', 'two.xhtml#part-2')).toEqual({ path: 'OEBPS/text/two.xhtml', fragment: 'part-2' });
    expect(resolveBookHref('OEBPS/text/one.xhtml', '#top')).toEqual({ path: 'OEBPS/text/one.xhtml', fragment: 'top' });
    expect(resolveBookHref('OEBPS/text/one.xhtml', '../../../../etc/passwd')).toEqual({ path: 'etc/passwd', fragment: '' });
    expect(resolveBookHref('OEBPS/text/one.xhtml', 'https://example.org/a')).toBeNull();
    expect(resolveBookHref('OEBPS/text/one.xhtml', 'javascript:alert(1)')).toBeNull();
    expect(resolveBookHref('OEBPS/text/one.xhtml', '//example.org/a')).toBeNull();
  });
});
