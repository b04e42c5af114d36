import { coreServices, defineRoute, LINK_TITLE_RATE_LIMIT } from '@lms/sdk';
import { getPdfTitle } from '../calls/pdfTitleCalls.ts';
import { summarizePdf } from './summarizePdf.ts';

/** Part 2 §7 "Content": title and description for a pdf component, fetched without reaching our own network. */
export const pdfTitleRoute = defineRoute(getPdfTitle, {
  permission: 'author',
  rateLimit: LINK_TITLE_RATE_LIMIT,
  deps: { web: coreServices.publicWeb },
  handler({ body, deps }) {
    return summarizePdf(deps.web, body.url.trim());
  },
});
