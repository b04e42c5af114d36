import { offLoopJob } from '../offload/runOffLoop.ts';
import { invalidMimetype } from './fetchErrors.ts';
import type { HtmlSummary } from './htmlSummary.ts';
import { parseHttpUrl } from './httpUrl.ts';
import type { PdfInfo } from './pdfInfo.ts';
import { safeFetch, type SafeFetchOptions } from './safeFetch.ts';

// Read in the worker threads: 8 MiB of hostile PDF or 512 KiB of markup is more than a few milliseconds of work.
const jobs = new URL('./linkSummaryJobs.ts', import.meta.url).href;
const webPageSummaryOf = offLoopJob<{ bytes: Uint8Array; charset: string | null }, HtmlSummary>(jobs, 'webPageSummaryOf', { deadlineMs: 5_000 });
const pdfInfoOf = offLoopJob<Uint8Array, PdfInfo | null>(jobs, 'pdfInfoOf', { deadlineMs: 10_000 });

/** What `get_component_title/...` answers: a title and a description for a component made from a link. */
export interface LinkSummary {
  title: string;
  description: string;
}

/** Only tests set it, to reach their local server. */
export type LinkSummaryOptions = Pick<SafeFetchOptions, 'allowAddress'>;

/** A web page's head is all we read; 512 KiB holds any real one. */
export const WEB_PAGE_FETCH = { accept: ['text/html', 'application/xhtml+xml'], maxBytes: 512 * 1024, timeoutMs: 10_000 } as const;
/** The Info dictionary sits near the end of a PDF, so the whole file is read. */
export const PDF_FETCH = { accept: ['application/pdf', 'application/x-pdf'], maxBytes: 8 * 1024 * 1024, timeoutMs: 20_000 } as const;

/** Within what a component's title (500 characters in core's component schema) and description hold. */
const MAX_TITLE = 500;
const MAX_DESCRIPTION = 2000;

function fitted({ title, description }: LinkSummary): LinkSummary {
  return { title: title.slice(0, MAX_TITLE), description: description.slice(0, MAX_DESCRIPTION) };
}

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

/** For an iframe component: the page's title and description, else its host name and ''. */
export async function summarizeWebPage(address: string, options: LinkSummaryOptions = {}): Promise<LinkSummary> {
  const page = await safeFetch(address, { ...WEB_PAGE_FETCH, ...options });
  const summary = await webPageSummaryOf({ bytes: page.body, charset: page.charset });
  return fitted({ title: summary.title || page.url.hostname, description: summary.description });
}

/** For a pdf component: the PDF's /Title and /Subject, else the file name from the URL and ''. */
export async function summarizePdf(address: string, options: LinkSummaryOptions = {}): Promise<LinkSummary> {
  const file = await safeFetch(address, { ...PDF_FETCH, ...options });
  const info = await pdfInfoOf(file.body);
  // A server can call anything application/pdf; the bytes must agree.
  if (!info) throw invalidMimetype();
  return fitted({ title: info.title || fileName(parseHttpUrl(address)), description: info.subject });
}
