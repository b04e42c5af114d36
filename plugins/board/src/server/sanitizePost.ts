import sanitize from 'sanitize-html';

/** Part 2 §5: the only tags a post, reply or comment keeps. */
export const POST_TAGS = ['p', 'b', 'i', 'strong', 'em', 'span', 'u', 'a', 'br', 'ul', 'ol', 'li', 'blockquote', 'code', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

const COLOUR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i, /^[a-z]{3,20}$/i];

/**
 * Style values are matched whole, so nothing but these properties with these
 * values survives: no url(), expression(), positioning or hiding.
 */
const SAFE_STYLES: Record<string, RegExp[]> = {
  'text-align': [/^(left|right|center|justify)$/],
  color: COLOUR,
  'background-color': COLOUR,
  'font-weight': [/^(normal|bold|[1-9]00)$/],
  'font-style': [/^(normal|italic)$/],
  'text-decoration': [/^(none|underline|line-through)$/],
};

function options(allowImages: boolean): sanitize.IOptions {
  return {
    allowedTags: allowImages ? [...POST_TAGS, 'img'] : POST_TAGS,
    // Part 2 §5: href and style only; target and rel are the ones set below, whatever was sent.
    allowedAttributes: { '*': ['style'], a: ['href', 'style', 'target', 'rel'], img: ['src', 'alt', 'style'] },
    allowedStyles: { '*': SAFE_STYLES },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    transformTags: {
      // A post's link opens a new tab that cannot reach back into the course page.
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }),
    },
  };
}

export function sanitizePost(html: string, allowImages: boolean): string {
  return sanitize(html, options(allowImages));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };

/** The text a reader sees, one space between blocks: the raw_message, and what banned words and mentions are read from. */
export function postText(html: string): string {
  const spaced = html.replace(/<br\s*\/?>|<\/(p|li|h[1-6]|blockquote)>/gi, ' ');
  return sanitize(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface PostContent {
  html: string;
  text: string;
}

/** postContent with its two inputs as one, as the kernel's worker threads take it (see PostComposer). */
export function postContentOf({ message, allowImages }: { message: string; allowImages: boolean }): PostContent | null {
  return postContent(message, allowImages);
}

/** Sanitised content, or null when nothing would show (part 2 §5: empty post text is ignored). */
export function postContent(message: string, allowImages: boolean): PostContent | null {
  const html = sanitizePost(message, allowImages).trim();
  const text = postText(html);
  if (text === '' && !/<img\s[^>]*src=/i.test(html)) return null;
  return { html, text };
}
