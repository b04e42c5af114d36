import { fittedLinkTitle, offLoopJob, type LinkTitle, type PublicWeb } from '@lms/sdk';
import type { HtmlSummary } from './htmlSummary.ts';

// Read in the worker threads: 512 KiB of hostile markup is more than a few milliseconds of work.
const webPageSummaryOf = offLoopJob<{ bytes: Uint8Array; charset: string | null }, HtmlSummary>(
  new URL('./webPageSummaryJob.ts', import.meta.url).href,
  'webPageSummaryOf',
  { deadlineMs: 5_000 },
);

/** A web page's head is all we read; 512 KiB holds any real one. */
export const WEB_PAGE_FETCH = { accept: ['text/html', 'application/xhtml+xml'], maxBytes: 512 * 1024, timeoutMs: 10_000 } as const;

/** For an iframe component: the page's title and description, else its host name and ''. */
export async function summarizeWebPage(web: PublicWeb, address: string): Promise<LinkTitle> {
  const page = await web.fetch(address, WEB_PAGE_FETCH);
  const summary = await webPageSummaryOf({ bytes: page.body, charset: page.charset });
  return fittedLinkTitle({ title: summary.title || page.url.hostname, description: summary.description });
}
