// Run in the kernel's worker threads (offLoopJob): reading a fetched page or PDF is CPU work on bytes another site chose.
import { decodeHtml } from './decodeHtml.ts';
import { readHtmlSummary, type HtmlSummary } from './htmlSummary.ts';
import { looksLikePdf, readPdfInfo, type PdfInfo } from './pdfInfo.ts';

/** Bytes cross to a worker as a Uint8Array; the readers take a Buffer over the same memory. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export function webPageSummaryOf(page: { bytes: Uint8Array; charset: string | null }): HtmlSummary {
  return readHtmlSummary(decodeHtml(asBuffer(page.bytes), page.charset));
}

/** The PDF's Info, or null when the bytes are no PDF. */
export function pdfInfoOf(bytes: Uint8Array): PdfInfo | null {
  const file = asBuffer(bytes);
  return looksLikePdf(file) ? readPdfInfo(file) : null;
}
