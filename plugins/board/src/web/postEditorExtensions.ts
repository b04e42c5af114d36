import { Node } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

/** An image by address, in the text; only boards with allow_images offer it (the server drops it elsewhere). */
export const PostImage = Node.create({
  name: 'image',
  inline: true,
  group: 'inline',
  draggable: true,
  addAttributes: () => ({ src: { default: null }, alt: { default: '' } }),
  parseHTML: () => [{ tag: 'img[src]' }],
  renderHTML: ({ HTMLAttributes }) => ['img', HTMLAttributes],
});

/**
 * What a post may hold (part 2 §5): paragraphs, headings, bold, italic,
 * underline, links, lists, quotes and inline code. No code blocks (pre),
 * rules or strike-through, which the server would drop.
 */
export function postEditorExtensions(allowImages: boolean) {
  const kit = StarterKit.configure({
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    heading: { levels: [3, 4] },
    // The server gives every link its target and rel; following one while writing would leave the page.
    link: { openOnClick: false, autolink: true, protocols: ['mailto'], HTMLAttributes: { target: null, rel: null } },
    trailingNode: false,
  });
  return allowImages ? [kit, PostImage] : [kit];
}
