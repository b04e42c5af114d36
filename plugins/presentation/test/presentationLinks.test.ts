import { describe, expect, it } from 'vitest';
import { PRESENTATION_LINK_PATTERN, recognisePresentation } from '../src/schemas/presentationLinks.ts';

const SLIDES_ID = '1EAYk18WDjIG-zp_0vLm3CsfQh_i8eXc67Jo2O9C6Vuc';
const PUBLISHED_ID = '2PACX-1vQ3r8EYqYVGk_Mr5gZxLzXnJzV2zGqEoWq1fFqk4Y3gCk';
const OFFICE = 'https://view.officeapps.live.com/op';

/** [share link, embed address, label, shape] */
const RECOGNISED: [string, string, string, 'slides' | 'document'][] = [
  // Google Slides
  [`https://docs.google.com/presentation/d/${SLIDES_ID}/edit`, `https://docs.google.com/presentation/d/${SLIDES_ID}/embed`, 'Google Slides presentation', 'slides'],
  [`https://docs.google.com/presentation/d/${SLIDES_ID}/edit?usp=sharing`, `https://docs.google.com/presentation/d/${SLIDES_ID}/embed`, 'Google Slides presentation', 'slides'],
  [`https://docs.google.com/presentation/d/${SLIDES_ID}/edit#slide=id.p3`, `https://docs.google.com/presentation/d/${SLIDES_ID}/embed`, 'Google Slides presentation', 'slides'],
  [`https://docs.google.com/presentation/d/${SLIDES_ID}`, `https://docs.google.com/presentation/d/${SLIDES_ID}/embed`, 'Google Slides presentation', 'slides'],
  [`https://docs.google.com/presentation/d/${SLIDES_ID}/`, `https://docs.google.com/presentation/d/${SLIDES_ID}/embed`, 'Google Slides presentation', 'slides'],
  [`https://docs.google.com/presentation/d/${SLIDES_ID}/present`, `https://docs.google.com/presentation/d/${SLIDES_ID}/embed`, 'Google Slides presentation', 'slides'],
  [`https://docs.google.com/presentation/d/${SLIDES_ID}/embed?start=false`, `https://docs.google.com/presentation/d/${SLIDES_ID}/embed`, 'Google Slides presentation', 'slides'],
  [`https://docs.google.com/presentation/u/1/d/${SLIDES_ID}/edit`, `https://docs.google.com/presentation/d/${SLIDES_ID}/embed`, 'Google Slides presentation', 'slides'],
  [`https://docs.google.com/u/0/presentation/d/${SLIDES_ID}/edit`, `https://docs.google.com/presentation/d/${SLIDES_ID}/embed`, 'Google Slides presentation', 'slides'],
  [`http://DOCS.Google.com/presentation/d/${SLIDES_ID}/view`, `https://docs.google.com/presentation/d/${SLIDES_ID}/embed`, 'Google Slides presentation', 'slides'],
  [
    `https://docs.google.com/presentation/d/e/${PUBLISHED_ID}/pub?start=false&loop=false&delayms=3000`,
    `https://docs.google.com/presentation/d/e/${PUBLISHED_ID}/embed`,
    'Google Slides presentation',
    'slides',
  ],
  // Google Docs and Sheets
  [`https://docs.google.com/document/d/${SLIDES_ID}/edit?usp=sharing`, `https://docs.google.com/document/d/${SLIDES_ID}/preview`, 'Google Docs document', 'document'],
  [`https://docs.google.com/document/d/e/${PUBLISHED_ID}/pub`, `https://docs.google.com/document/d/e/${PUBLISHED_ID}/pub?embedded=true`, 'Google Docs document', 'document'],
  [`https://docs.google.com/spreadsheets/d/${SLIDES_ID}/edit#gid=0`, `https://docs.google.com/spreadsheets/d/${SLIDES_ID}/preview`, 'Google Sheets spreadsheet', 'document'],
  [
    `https://docs.google.com/spreadsheets/d/e/${PUBLISHED_ID}/pubhtml`,
    `https://docs.google.com/spreadsheets/d/e/${PUBLISHED_ID}/pubhtml?widget=true&headers=false`,
    'Google Sheets spreadsheet',
    'document',
  ],
  // Google Drive
  [`https://drive.google.com/file/d/${SLIDES_ID}/view`, `https://drive.google.com/file/d/${SLIDES_ID}/preview`, 'Google Drive file', 'document'],
  [`https://drive.google.com/file/d/${SLIDES_ID}/view?usp=drive_link`, `https://drive.google.com/file/d/${SLIDES_ID}/preview`, 'Google Drive file', 'document'],
  [`https://drive.google.com/file/u/0/d/${SLIDES_ID}/edit`, `https://drive.google.com/file/d/${SLIDES_ID}/preview`, 'Google Drive file', 'document'],
  [`https://drive.google.com/u/1/file/d/${SLIDES_ID}/view`, `https://drive.google.com/file/d/${SLIDES_ID}/preview`, 'Google Drive file', 'document'],
  [`https://drive.google.com/file/d/${SLIDES_ID}/preview`, `https://drive.google.com/file/d/${SLIDES_ID}/preview`, 'Google Drive file', 'document'],
  [`https://drive.google.com/open?id=${SLIDES_ID}`, `https://drive.google.com/file/d/${SLIDES_ID}/preview`, 'Google Drive file', 'document'],
  [`https://drive.google.com/uc?export=download&id=${SLIDES_ID}`, `https://drive.google.com/file/d/${SLIDES_ID}/preview`, 'Google Drive file', 'document'],
  // Slideshare
  ['https://www.slideshare.net/slideshow/embed_code/key/8mOULhFtT85SSr', 'https://www.slideshare.net/slideshow/embed_code/key/8mOULhFtT85SSr', 'Slideshare presentation', 'slides'],
  ['http://www.slideshare.net/slideshow/embed_code/key/8mOULhFtT85SSr', 'https://www.slideshare.net/slideshow/embed_code/key/8mOULhFtT85SSr', 'Slideshare presentation', 'slides'],
  ['https://www.slideshare.net/slideshow/embed_code/key/8mOULhFtT85SSr?startSlide=3', 'https://www.slideshare.net/slideshow/embed_code/key/8mOULhFtT85SSr', 'Slideshare presentation', 'slides'],
  ['https://www.slideshare.net/slideshow/embed_code/12345678', 'https://www.slideshare.net/slideshow/embed_code/12345678', 'Slideshare presentation', 'slides'],
  ['https://www.slideshare.net/slideshow/introduction-to-cell-biology/265412345', 'https://www.slideshare.net/slideshow/embed_code/265412345', 'Slideshare presentation', 'slides'],
  ['https://es.slideshare.net/slideshow/biologia-celular/265412345/', 'https://www.slideshare.net/slideshow/embed_code/265412345', 'Slideshare presentation', 'slides'],
  ['https://slideshare.net/slideshow/cells/265412345#comments', 'https://www.slideshare.net/slideshow/embed_code/265412345', 'Slideshare presentation', 'slides'],
  // Office documents
  ['https://example.org/decks/Week%201.pptx', `${OFFICE}/embed.aspx?src=https%3A%2F%2Fexample.org%2Fdecks%2FWeek%25201.pptx`, 'PowerPoint presentation', 'slides'],
  ['https://example.org/decks/week1.PPT', `${OFFICE}/embed.aspx?src=https%3A%2F%2Fexample.org%2Fdecks%2Fweek1.PPT`, 'PowerPoint presentation', 'slides'],
  ['https://example.org/d/notes.docx?sig=a&b=c#p2', `${OFFICE}/embed.aspx?src=https%3A%2F%2Fexample.org%2Fd%2Fnotes.docx%3Fsig%3Da%26b%3Dc`, 'Word document', 'document'],
  ['https://example.org/d/notes.doc', `${OFFICE}/embed.aspx?src=https%3A%2F%2Fexample.org%2Fd%2Fnotes.doc`, 'Word document', 'document'],
  ['https://example.org/grades.xlsx', `${OFFICE}/embed.aspx?src=https%3A%2F%2Fexample.org%2Fgrades.xlsx`, 'Excel workbook', 'document'],
  ['https://example.org/grades.xls', `${OFFICE}/embed.aspx?src=https%3A%2F%2Fexample.org%2Fgrades.xls`, 'Excel workbook', 'document'],
  [`${OFFICE}/view.aspx?src=https%3A%2F%2Fexample.org%2Fdeck.pptx&wdOrigin=BROWSELINK`, `${OFFICE}/embed.aspx?src=https%3A%2F%2Fexample.org%2Fdeck.pptx`, 'PowerPoint presentation', 'slides'],
  [`${OFFICE}/embed.aspx?src=https%3A%2F%2Fexample.org%2Fnotes.docx`, `${OFFICE}/embed.aspx?src=https%3A%2F%2Fexample.org%2Fnotes.docx`, 'Word document', 'document'],
  // PDF
  ['https://example.org/slides/week1.pdf', 'https://example.org/slides/week1.pdf', 'PDF document', 'document'],
  ['https://example.org/slides/week1.PDF#page=4', 'https://example.org/slides/week1.PDF#page=4', 'PDF document', 'document'],
];

const REFUSED = [
  '',
  '   ',
  'not a link',
  'javascript:alert(1)//.pptx',
  'ftp://example.org/deck.pptx',
  '/server/media/deck.pptx',
  'https://example.org/deck.key',
  'https://example.org/deck.pptx.html',
  'https://example.org/',
  'https://docs.google.com/presentation/',
  'https://docs.google.com/presentation/d/short/edit',
  'https://docs.google.com/forms/d/1FAIpQLSf9d8u2pG3k4TnZ/viewform',
  'https://drive.google.com/drive/folders/1AbCdEfGhIjKlMnOpQ',
  'https://drive.google.com/open?name=deck',
  // A Slideshare page without the presentation's number: only Share > Embed gives an embeddable link.
  'https://www.slideshare.net/Slideshare/get-started-with-slide-share',
  'https://www.slideshare.net/slideshow/embed_code/key/',
  'https://www.slideshare.net/slideshow/embed_code/abc',
  'https://slideshare.net.evil.example/slideshow/embed_code/key/abc',
  'https://evil.example/docs.google.com/presentation/d/1EAYk18WDjIG-zp_0vLm3CsfQh/edit',
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  `https://docs.google.com/presentation/d/${SLIDES_ID}/edit extra`,
];

describe('recognisePresentation', () => {
  it.each(RECOGNISED)('embeds %s', (link, embedUrl, label, shape) => {
    expect(recognisePresentation(link)).toMatchObject({ embedUrl, label, shape });
  });

  it.each(REFUSED)('refuses %j', (link) => {
    expect(recognisePresentation(link)).toBeNull();
  });

  it('ignores surrounding spaces', () => {
    expect(recognisePresentation(`  https://drive.google.com/file/d/${SLIDES_ID}/view \n`)?.embedUrl).toBe(`https://drive.google.com/file/d/${SLIDES_ID}/preview`);
  });

  it('opens the link the author gave, or the full-page Office viewer', () => {
    const share = `https://docs.google.com/presentation/d/${SLIDES_ID}/edit?usp=sharing`;
    expect(recognisePresentation(share)?.openUrl).toBe(share);
    expect(recognisePresentation('https://example.org/deck.pptx')?.openUrl).toBe(`${OFFICE}/view.aspx?src=https%3A%2F%2Fexample.org%2Fdeck.pptx`);
  });

  it('marks PDFs, which need the browser viewer', () => {
    expect(recognisePresentation('https://example.org/a.pdf')?.pdf).toBe(true);
    expect(recognisePresentation('https://example.org/a.pptx')?.pdf).toBe(false);
  });
});

describe('PRESENTATION_LINK_PATTERN', () => {
  // ajv compiles schema patterns with the u flag and without anchors of its own.
  const pattern = new RegExp(PRESENTATION_LINK_PATTERN, 'u');

  it('accepts exactly the links recognisePresentation embeds (and blank, which "required" answers)', () => {
    for (const [link] of RECOGNISED) expect(pattern.test(link), link).toBe(true);
    for (const link of REFUSED) expect(pattern.test(link), link).toBe(link.trim() === '');
    expect(pattern.test(`  https://example.org/a.pdf  `)).toBe(true);
  });
});
