import { sanitizeCourseHtml } from '@lms/sdk';

/** A question's text keeps what course HTML may (plugins/html): structure, lists, tables, links, images and code. */
export function sanitizePrompt(html: string): string {
  return sanitizeCourseHtml(html).trim();
}
