import { Node } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

/** An image in the text, by address, with its description. */
export const PromptImage = Node.create({
  name: 'image',
  inline: true,
  group: 'inline',
  draggable: true,
  addAttributes: () => ({ src: { default: null }, alt: { default: '' }, title: { default: null } }),
  parseHTML: () => [{ tag: 'img[src]' }],
  renderHTML: ({ HTMLAttributes }) => ['img', HTMLAttributes],
});

/**
 * What the visual editor of a question's text holds: StarterKit (v3: text
 * structure, lists, quotes, code, links, underline) and images. Following a
 * link while writing would leave the editor; the empty paragraph StarterKit
 * keeps at the end would be a change nobody made.
 */
export const PROMPT_EXTENSIONS = [
  StarterKit.configure({ link: { openOnClick: false, HTMLAttributes: { target: null, rel: null } }, trailingNode: false }),
  PromptImage,
];
