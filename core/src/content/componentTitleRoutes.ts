import { defineRoute, type RateLimitRule } from '../contract/route.ts';
import { jsonSchema } from '../contract/jsonSchema.ts';
import { summarizePdf, summarizeWebPage } from '../net/linkSummary.ts';

const linkSchema = jsonSchema<{ url: string }>({
  type: 'object',
  required: ['url'],
  properties: {
    url: {
      type: 'string',
      pattern: '\\S',
      maxLength: 2048,
      errorMessage: { type: 'URL is invalid.', pattern: 'URL is required here', maxLength: 'URL is invalid.' },
    },
  },
  errorMessage: { required: { url: 'URL is required here' } },
});

/** Each title fetch reaches out to another site: a user makes at most this many (issue 14). */
const LINK_TITLE_RATE_LIMIT: RateLimitRule = { bucket: 'link-titles', key: 'user', points: 30, durationSeconds: 60 };

/** Part 2 §7 "Content": title and description for a component made from a link, fetched without reaching our own network. */
export const componentTitleRoutes = [
  defineRoute({
    method: 'POST',
    path: 'get_component_title/iframe/',
    permission: 'author',
    summary: "A web page's title and description (professor accounts; public addresses only).",
    body: linkSchema,
    rateLimit: LINK_TITLE_RATE_LIMIT,
    handler({ body }) {
      return summarizeWebPage(body.url.trim());
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'get_component_title/pdf/',
    permission: 'author',
    summary: "A PDF's title and subject, else its file name (professor accounts; public addresses only).",
    body: linkSchema,
    rateLimit: LINK_TITLE_RATE_LIMIT,
    handler({ body }) {
      return summarizePdf(body.url.trim());
    },
  }),
];
