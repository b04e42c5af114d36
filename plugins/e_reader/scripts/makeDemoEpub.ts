/**
 * Builds the demo course's book, demo/welcome.epub, with the test fixtures'
 * EPUB generator. Run again after changing it:
 *   npx tsx plugins/e_reader/scripts/makeDemoEpub.ts
 * The output is the same bytes for the same content (fixed timestamps).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeEpub } from '../test/fixtures/makeEpub.ts';
import { makePng } from '../test/fixtures/makePng.ts';

const TEAL: [number, number, number] = [0x55, 0xba, 0xb7];
const PINK: [number, number, number] = [0xe8, 0x1e, 0x75];
const PAPER: [number, number, number] = [0xfa, 0xfa, 0xf7];

/** An open book seen from above: two teal pages on paper, a pink ribbon down the middle. */
const openBook = makePng(240, 120, (x, y) => {
  if (x >= 117 && x < 123 && y >= 10) return PINK;
  const onPage = y >= 14 && y < 106 && ((x >= 20 && x < 114) || (x >= 126 && x < 220));
  const line = onPage && (y - 24) % 12 < 2 && y > 24 && y < 100 && ((x > 28 && x < 106) || (x > 134 && x < 212));
  if (line) return [0x2d, 0x7d, 0x7a];
  return onPage ? TEAL : PAPER;
});

const book = makeEpub({
  title: 'Welcome to the reader',
  images: { 'open-book.png': openBook },
  chapters: [
    {
      file: 'reading-here.xhtml',
      title: 'Reading here',
      body: `<section epub:type="chapter">
<h1>Reading here</h1>
<p>This is a short book, read right in the course page. Books uploaded to the course as <strong>EPUB</strong> files open here, one chapter at a time; <strong>PDF</strong> books open in the browser's own viewer.</p>
<h2 id="moving-around">Moving around</h2>
<ul>
<li><em>Previous</em> and <em>Next</em> turn to the chapter before or after this one.</li>
<li>With the reader focused, the left and right arrow keys do the same.</li>
<li><em>Contents</em> lists the chapters and their sections: pick one to go there.</li>
<li>The two text size buttons make the text smaller or larger; this browser remembers the size you chose.</li>
</ul>
<h2 id="your-place">Your place in the book</h2>
<p>The reader remembers the chapter you were reading, so the book opens there next time, on any computer. Try it: go on to <a href="picture-and-table.xhtml">the next chapter</a>, then come back to this page later.</p>
</section>`,
    },
    {
      file: 'picture-and-table.xhtml',
      title: 'A picture and a table',
      body: `<section epub:type="chapter">
<h1>A picture and a table</h1>
<figure>
<img src="../images/open-book.png" alt="An open book seen from above, with a pink ribbon between its pages"/>
<figcaption>Pictures come from inside the book itself.<a href="#note-1" epub:type="noteref" id="ref-1">1</a></figcaption>
</figure>
<p>Books keep their structure here: headings, lists, tables, quotations and links. Their own fonts and colours give way to the course's, so every book reads alike.</p>
<table>
<caption>What a book may hold</caption>
<thead><tr><th scope="col">Kind</th><th scope="col">Shown</th></tr></thead>
<tbody>
<tr><td>Text, headings, lists and tables</td><td>Yes</td></tr>
<tr><td>Pictures inside the book</td><td>Yes</td></tr>
<tr><td>Scripts and forms</td><td>Never</td></tr>
</tbody>
</table>
<blockquote><p>Quotations stand apart from the text around them, as they do on paper.</p></blockquote>
<aside epub:type="footnote" id="note-1"><p><a href="#ref-1">1.</a> Links inside a book, like this note and its way back, take you to the right place.</p></aside>
</section>`,
    },
    {
      file: 'next-steps.xhtml',
      title: 'Where to go next',
      body: `<section epub:type="chapter">
<h1>Where to go next</h1>
<p>That is the whole book. Go back to <a href="reading-here.xhtml#moving-around">Moving around</a> to read about the controls again, or open the contents to jump to any chapter.</p>
<p>Instructors add books from the course's file library when they edit an <em>E-reader</em> component.</p>
</section>`,
    },
  ],
  toc: [
    {
      label: 'Reading here',
      href: 'text/reading-here.xhtml',
      children: [
        { label: 'Moving around', href: 'text/reading-here.xhtml#moving-around' },
        { label: 'Your place in the book', href: 'text/reading-here.xhtml#your-place' },
      ],
    },
    { label: 'A picture and a table', href: 'text/picture-and-table.xhtml' },
    { label: 'Where to go next', href: 'text/next-steps.xhtml' },
  ],
  ncx: true,
});

const target = fileURLToPath(new URL('../demo/welcome.epub', import.meta.url));
writeFileSync(target, book);
console.log(`Wrote ${target} (${book.length} bytes)`);
