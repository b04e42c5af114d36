import { defineCall, LinkTitleBodySchema, LinkTitleSchema } from '@lms/sdk/calls';

/** Part 2 §7 `get_component_title`: this plugin answers for PDF addresses. */
export const getPdfTitle = defineCall({
  method: 'POST',
  path: 'get_component_title/pdf/',
  summary: "A PDF's title and subject, else its file name (professor accounts; public addresses only).",
  body: LinkTitleBodySchema,
  answer: LinkTitleSchema,
});
