import { defineCall, LinkTitleBodySchema, LinkTitleSchema } from '@lms/sdk/calls';

/** Part 2 §7 `get_component_title`: this plugin answers for web pages. */
export const getWebPageTitle = defineCall({
  method: 'POST',
  path: 'get_component_title/iframe/',
  summary: "A web page's title and description (professor accounts; public addresses only).",
  body: LinkTitleBodySchema,
  answer: LinkTitleSchema,
});

/**
 * The pdf plugin's call, which the editor asks for a PDF address (an iframe
 * whose URL is a PDF becomes a pdf component on save). A plugin never imports
 * another: this is the same call as the pdf plugin's `getPdfTitle`, by the
 * contract's shared body and answer.
 */
export const getPdfTitle = defineCall({
  method: 'POST',
  path: 'get_component_title/pdf/',
  summary: "A PDF's title and subject, else its file name (the pdf plugin's call).",
  body: LinkTitleBodySchema,
  answer: LinkTitleSchema,
});
