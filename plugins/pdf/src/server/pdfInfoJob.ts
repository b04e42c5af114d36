// Run in the kernel's worker threads (offLoopJob): reading a fetched PDF is CPU work on bytes another site chose.
import { looksLikePdf, readPdfInfo, type PdfInfo } from './pdfInfo.ts';

/** The PDF's Info, or null when the bytes are no PDF. Bytes cross to a worker as a Uint8Array; the reader takes a Buffer over the same memory. */
export function pdfInfoOf(bytes: Uint8Array): PdfInfo | null {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return looksLikePdf(file) ? readPdfInfo(file) : null;
}
