// Run in the kernel's worker threads (offLoopJob): reading a fetched page is CPU work on bytes another site chose.
import { decodeHtml } from './decodeHtml.ts';
import { readHtmlSummary, type HtmlSummary } from './htmlSummary.ts';

/** Bytes cross to a worker as a Uint8Array; the reader takes a Buffer over the same memory. */
export function webPageSummaryOf(page: { bytes: Uint8Array; charset: string | null }): HtmlSummary {
  const bytes = Buffer.from(page.bytes.buffer, page.bytes.byteOffset, page.bytes.byteLength);
  return readHtmlSummary(decodeHtml(bytes, page.charset));
}
