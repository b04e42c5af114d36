import { Type, type Static } from '@sinclair/typebox';
import type { CallDefinition } from './call.ts';
import type { RateLimitRule } from './route.ts';

/*
 * Part 2 §7 `get_component_title`: the title and description of a page or PDF
 * an author links to, read by the server. The iframe plugin answers
 * `get_component_title/iframe/`, the pdf plugin `get_component_title/pdf/`;
 * both take this body, answer this shape and share one rate limit. Each
 * plugin declares its call with them (`defineCall({ method: 'POST', path,
 * summary, body: LinkTitleBodySchema, answer: LinkTitleSchema })`).
 */

/** What `get_component_title/...` answers. */
export const LinkTitleSchema = Type.Object({ title: Type.String(), description: Type.String() });
export type LinkTitle = Static<typeof LinkTitleSchema>;

export const LinkTitleBodySchema = Type.Object(
  {
    url: Type.String({
      pattern: '\\S',
      maxLength: 2048,
      errorMessage: { type: 'URL is invalid.', pattern: 'URL is required here', maxLength: 'URL is invalid.' },
    }),
  },
  { errorMessage: { required: { url: 'URL is required here' } } },
);

/** A call that reads a link's title (the iframe plugin's, the pdf plugin's), as the SDK's useLinkTitle takes it. */
export type LinkTitleCall = CallDefinition<'POST', string, typeof LinkTitleBodySchema, undefined, typeof LinkTitleSchema>;

/** Each title fetch reaches out to another site: a user makes at most this many, iframe and pdf together (issue 14). */
export const LINK_TITLE_RATE_LIMIT: RateLimitRule = { bucket: 'link-titles', key: 'user', points: 30, durationSeconds: 60 };

/** Within what a component's title (500 characters in core's component schema) and description hold. */
const MAX_TITLE = 500;
const MAX_DESCRIPTION = 2000;

/** A title and description cut to what a component holds. */
export function fittedLinkTitle({ title, description }: LinkTitle): LinkTitle {
  return { title: title.slice(0, MAX_TITLE), description: description.slice(0, MAX_DESCRIPTION) };
}
