import { describe, expect, it } from 'vitest';
import { decodeHtml } from '../src/server/decodeHtml.ts';
import { readHtmlSummary } from '../src/server/htmlSummary.ts';

describe('readHtmlSummary', () => {
  it('reads the title and the meta description, entities decoded and spaces collapsed', () => {
    const html = `<!doctype html><html><head>
      <title>
        Cells &amp; tissues
      </title>
      <meta name="Description" content="  How cells   build tissues.  ">
      <meta property="og:title" content="Not this one">
    </head><body><h1>Other</h1></body></html>`;
    expect(readHtmlSummary(html)).toEqual({ title: 'Cells & tissues', description: 'How cells build tissues.' });
  });

  it('falls back to og:title and og:description', () => {
    const html = '<head><meta property="og:title" content="Open Graph title"><meta property="og:description" content="Open Graph text"></head>';
    expect(readHtmlSummary(html)).toEqual({ title: 'Open Graph title', description: 'Open Graph text' });
    expect(readHtmlSummary('<title> </title><meta property="og:title" content="Instead">').title).toBe('Instead');
  });

  it('is not fooled by comments, scripts, markup in the title or an svg title', () => {
    const html =
      '<!-- <title>Commented out</title> --><script>document.write("<title>Scripted</title>")</script>' +
      '<svg><title>A drawing</title></svg><title>Real <b>title</b></title><title>Second</title>';
    expect(readHtmlSummary(html).title).toBe('Real <b>title</b>');
  });

  it('answers empty strings for a page that says nothing', () => {
    expect(readHtmlSummary('<p>Just text</p>')).toEqual({ title: '', description: '' });
    expect(readHtmlSummary('')).toEqual({ title: '', description: '' });
  });
});

describe('decodeHtml', () => {
  const latin1Page = Buffer.from('<title>Caf\u00e9</title>', 'latin1');

  it('uses the charset the server declared', () => {
    expect(decodeHtml(latin1Page, 'iso-8859-1')).toBe('<title>Café</title>');
  });

  it('else the page’s own meta charset', () => {
    expect(decodeHtml(Buffer.concat([Buffer.from('<meta charset="windows-1252">'), latin1Page]), null)).toContain('Café');
    expect(decodeHtml(Buffer.concat([Buffer.from('<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1">'), latin1Page]), null)).toContain('Café');
  });

  it('else UTF-8, and a byte-order mark wins over a wrong declaration', () => {
    expect(decodeHtml(Buffer.from('<title>Café</title>'), null)).toBe('<title>Café</title>');
    expect(decodeHtml(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Café')]), 'iso-8859-1')).toBe('Café');
  });

  it('reads an unknown charset as UTF-8 rather than failing', () => {
    expect(decodeHtml(Buffer.from('Café'), 'x-no-such-charset')).toBe('Café');
  });
});
