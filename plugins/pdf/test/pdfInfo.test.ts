import { describe, expect, it } from 'vitest';
import { looksLikePdf, readPdfInfo } from '../src/server/pdfInfo.ts';
import { decodePdfText } from '../src/server/pdfText.ts';

/** A minimal PDF around the given objects and trailer, as raw bytes. */
const pdf = (body: string) => Buffer.from(`%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n${body}\n%%EOF\n`, 'latin1');

describe('readPdfInfo', () => {
  it('reads /Title and /Subject of the Info dictionary the trailer names', () => {
    const file = pdf('1 0 obj\n<< /Type /Catalog >>\nendobj\n2 0 obj\n<< /Title (Photosynthesis) /Subject (Light and water) /Producer (Test) >>\nendobj\ntrailer\n<< /Root 1 0 R /Info 2 0 R /Size 3 >>');
    expect(readPdfInfo(file)).toEqual({ title: 'Photosynthesis', subject: 'Light and water' });
  });

  it('decodes literal-string escapes, balanced parentheses and line continuations', () => {
    const file = pdf('7 0 obj<</Title(Cells \\(and\\) (tissues) \\351tudes \\\nand more\\tend)>>endobj trailer<</Info 7 0 R>>');
    expect(readPdfInfo(file).title).toBe('Cells (and) (tissues) études and more end');
  });

  it('decodes UTF-16 hex strings and PDFDocEncoding', () => {
    const file = pdf('3 0 obj << /Title <FEFF004300E9006C006C0075006C0065 0020D83DDE00> /Subject (\\223ne \\204 \\240) >> endobj trailer << /Info 3 0 R >>');
    expect(readPdfInfo(file)).toEqual({ title: 'Céllule 😀', subject: 'ﬁne — €' });
  });

  it('follows an indirect title and reads the newest Info of an incrementally updated file', () => {
    const file = pdf(
      '2 0 obj << /Title (Old) >> endobj trailer << /Info 2 0 R >>\n' +
        '5 0 obj (New title) endobj 2 0 obj << /Title 5 0 R /Nested << /Subject (inner) >> /Keywords [(a) (b)] >> endobj trailer << /Info 2 0 R /Prev 9 >>',
    );
    expect(readPdfInfo(file)).toEqual({ title: 'New title', subject: '' });
  });

  it('answers empty strings for a file without Info, an encrypted one or a broken one', () => {
    expect(readPdfInfo(pdf('1 0 obj << /Type /Catalog >> endobj trailer << /Root 1 0 R >>'))).toEqual({ title: '', subject: '' });
    expect(readPdfInfo(pdf('2 0 obj << /Title (x\u00a7\u00b9) >> endobj trailer << /Info 2 0 R /Encrypt 9 0 R >>'))).toEqual({ title: '', subject: '' });
    expect(readPdfInfo(pdf('trailer << /Info 2 0 R >>'))).toEqual({ title: '', subject: '' });
    // A string left open runs to the end of the file: read, not thrown.
    expect(readPdfInfo(pdf('trailer << /Info 2 0 R >> 2 0 obj << /Title (never closed'))).toEqual({ title: 'never closed %%EOF', subject: '' });
    expect(readPdfInfo(pdf(`2 0 obj ${'['.repeat(100_000)} endobj trailer << /Info 2 0 R >>`))).toEqual({ title: '', subject: '' });
  });
});

describe('decodePdfText', () => {
  it('reads UTF-8 with its byte-order mark (PDF 2.0)', () => {
    expect(decodePdfText(Uint8Array.from([0xef, 0xbb, 0xbf, ...Buffer.from('Zürich')]))).toBe('Zürich');
  });
});

describe('looksLikePdf', () => {
  it('wants the PDF header near the start', () => {
    expect(looksLikePdf(pdf(''))).toBe(true);
    expect(looksLikePdf(Buffer.concat([Buffer.alloc(100, 0x20), pdf('')]))).toBe(true);
    expect(looksLikePdf(Buffer.from('<html><title>Not a PDF</title>'))).toBe(false);
    expect(looksLikePdf(Buffer.concat([Buffer.alloc(2048, 0x20), pdf('')]))).toBe(false);
  });
});
