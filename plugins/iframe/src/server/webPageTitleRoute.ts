import { coreServices, defineRoute, LINK_TITLE_RATE_LIMIT } from '@lms/sdk';
import { getWebPageTitle } from '../calls/linkTitleCalls.ts';
import { summarizeWebPage } from './summarizeWebPage.ts';

/** Part 2 §7 "Content": title and description for an iframe component, fetched without reaching our own network. */
export const webPageTitleRoute = defineRoute(getWebPageTitle, {
  permission: 'author',
  rateLimit: LINK_TITLE_RATE_LIMIT,
  deps: { web: coreServices.publicWeb },
  handler({ body, deps }) {
    return summarizeWebPage(deps.web, body.url.trim());
  },
});
