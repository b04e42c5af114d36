import { sanitizeHtml } from '@lms/sdk/sanitize';

/** A step's text as the step profile keeps it: no headings (the step title is the heading), scripts, styles or frames. */
export function sanitizeStepHtml(html: string): string {
  return sanitizeHtml(html, 'step');
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** The text a reader sees, for in-course search: blocks apart, entities decoded. */
export function stepHtmlToText(html: string): string {
  const blocksApart = html.replace(/<\/(?:p|li|blockquote|pre)>|<br\s*\/?>/gi, '$& ');
  return sanitizeHtml(blocksApart, 'plainText')
    .replace(/&(?:amp|lt|gt|quot);/g, (entity) => ENTITIES[entity]!)
    .replace(/\s+/g, ' ')
    .trim();
}
