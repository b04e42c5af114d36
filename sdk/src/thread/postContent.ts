import { sanitizeHtml } from '../sanitize/index.ts';

/** Part 2 §5: a post keeps the post profile's tags, and images where the board shows them. */
export function sanitizePost(html: string, allowImages: boolean): string {
  return sanitizeHtml(html, allowImages ? 'postWithImages' : 'post');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };

/** The text a reader sees, one space between blocks: the raw_message, and what banned words and mentions are read from. */
export function postText(html: string): string {
  const spaced = html.replace(/<br\s*\/?>|<\/(p|li|h[1-6]|blockquote)>/gi, ' ');
  return sanitizeHtml(spaced, 'plainText')
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
