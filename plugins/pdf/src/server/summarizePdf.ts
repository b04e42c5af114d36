import { fittedLinkTitle, LmsError, offLoopJob, type LinkTitle, type PublicWeb } from '@lms/sdk';
import type { PdfInfo } from './pdfInfo.ts';

// Read in the worker threads: 8 MiB of hostile PDF is more than a few milliseconds of work.
const pdfInfoOf = offLoopJob<Uint8Array, PdfInfo | null>(new URL('./pdfInfoJob.ts', import.meta.url).href, 'pdfInfoOf', { deadlineMs: 10_000 });

/** The Info dictionary sits near the end of a PDF, so the whole file is read. */
export const PDF_FETCH = { accept: ['application/pdf', 'application/x-pdf'], maxBytes: 8 * 1024 * 1024, timeoutMs: 20_000 } as const;

/** The last segment of the URL's path, decoded ("Week%201.pdf" gives "Week 1.pdf"); the host name when there is none. */
function fileName(url: URL): string {
  const segment = url.pathname.split('/').filter(Boolean).at(-1);
  if (segment === undefined) return url.hostname;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** For a pdf component: the PDF's /Title and /Subject, else the file name from the URL and ''. */
export async function summarizePdf(web: PublicWeb, address: string): Promise<LinkTitle> {
  const file = await web.fetch(address, PDF_FETCH);
  const info = await pdfInfoOf(file.body);
  // A server can call anything application/pdf; the bytes must agree ("From a URL" message, part 1 §5).
  if (!info) throw new LmsError('invalid-mimetype', 'File type not allowed.', { status: 422 });
  return fittedLinkTitle({ title: info.title || fileName(new URL(address)), description: info.subject });
}
