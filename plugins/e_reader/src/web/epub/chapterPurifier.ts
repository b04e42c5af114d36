import { sanitizeHtml } from '@lms/sdk/sanitize';

/**
 * The chapter made safe to put in the page (the bookChapter profile: its
 * structure and meaning, never its scripts, forms, frames, styles, classes
 * or event handlers), as nodes of an inert template: nothing loads or runs
 * until the reader places them.
 */
export function purifyChapter(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = sanitizeHtml(html, 'bookChapter');
  return template.content;
}
