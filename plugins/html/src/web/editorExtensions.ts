import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import TextAlign from '@tiptap/extension-text-align';
import { Highlight, Subscript, Superscript } from './inlineMarks.ts';
import { TABLE_EXTENSIONS } from './tableExtensions.ts';

/**
 * What the visual editor can hold. StarterKit (v3) already brings Link and Underline.
 * Following a link while editing would leave the editor, and links get no target or rel their author did not give.
 * The trailing empty paragraph StarterKit keeps would be added on mere focus, reporting a change nobody made.
 * Images sit in the text, where authored HTML puts them, rather than each in a block of its own.
 */
export const EDITOR_EXTENSIONS = [
  StarterKit.configure({ link: { openOnClick: false, HTMLAttributes: { target: null, rel: null } }, trailingNode: false }),
  Image.configure({ inline: true }),
  TextAlign.configure({ types: ['heading', 'paragraph'] }),
  Subscript,
  Superscript,
  Highlight,
  ...TABLE_EXTENSIONS,
];
