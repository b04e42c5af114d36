import sanitize from 'sanitize-html';

/**
 * What a step's text may contain: paragraphs, emphasis, lists, quotes, code,
 * links and images; never scripts, styles, frames, forms, headings (the step
 * title is the heading) or event handlers.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'mark', 'code', 'pre', 'kbd', 'blockquote', 'ul', 'ol', 'li', 'a', 'img'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // A link opening a new tab must not hand the course page to the opened site.
    a: (tagName, attribs) => ({ tagName, attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs }),
  },
};

export function sanitizeStepHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** The text a reader sees, for in-course search: blocks apart, entities decoded. */
export function stepHtmlToText(html: string): string {
  const blocksApart = html.replace(/<\/(?:p|li|blockquote|pre)>|<br\s*\/?>/gi, '$& ');
  return sanitize(blocksApart, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(?:amp|lt|gt|quot);/g, (entity) => ENTITIES[entity]!)
    .replace(/\s+/g, ' ')
    .trim();
}
