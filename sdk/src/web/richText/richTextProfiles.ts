import type { AnyExtension } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import TextAlign from '@tiptap/extension-text-align';
import { Highlight, Subscript, Superscript } from './inlineMarks.ts';
import { TABLE_EXTENSIONS } from './tableExtensions.ts';
import { FORMAT_COMMANDS, INSERT_COMMANDS, type RichTextCommandId } from './richTextCommands.ts';

/**
 * The kinds of rich text the product edits, each with the sanitiser profile
 * of the same name on the server: an editor offers only what is kept.
 */
export type RichTextProfile = 'courseHtml' | 'post' | 'postWithImages' | 'questionPrompt';

interface ProfileDefinition {
  extensions: AnyExtension[];
  /** The toolbar's formatting commands, in order (before the editor's own tools: link, image...). */
  formatting: readonly RichTextCommandId[];
  /** The toolbar's commands after the editor's own tools: what it inserts, and its history. */
  inserting: readonly RichTextCommandId[];
  /** Whether tables can be made, and the table toolbar shows in one. */
  tables: boolean;
}

// Following a link while editing would leave the editor, and links get no target or rel their author did not give.
const EDITABLE_LINKS = { openOnClick: false, HTMLAttributes: { target: null, rel: null } };
// Images sit in the text, where authored HTML puts them, rather than each in a block of its own.
const INLINE_IMAGE = Image.configure({ inline: true });

/**
 * The post kit (part 2 §5): paragraphs, headings 3 and 4, bold, italic,
 * underline, links, lists, quotes and inline code; no code blocks, rules or
 * strike-through, which the server drops. The server gives every link its
 * target and rel.
 */
const POST_KIT = StarterKit.configure({
  codeBlock: false,
  horizontalRule: false,
  strike: false,
  heading: { levels: [3, 4] },
  link: { ...EDITABLE_LINKS, autolink: true, protocols: ['mailto'] },
  trailingNode: false,
});
const POST_COMMANDS: readonly RichTextCommandId[] = ['bold', 'italic', 'underline', 'bulletList', 'orderedList', 'blockquote', 'code'];

/** StarterKit (v3) brings Link and Underline. Its trailing empty paragraph would be added on mere focus, reporting a change nobody made. */
export const RICH_TEXT_PROFILES: Readonly<Record<RichTextProfile, ProfileDefinition>> = {
  courseHtml: {
    extensions: [
      StarterKit.configure({ link: EDITABLE_LINKS, trailingNode: false }),
      INLINE_IMAGE,
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
      Subscript,
      Superscript,
      Highlight,
      ...TABLE_EXTENSIONS,
    ],
    formatting: FORMAT_COMMANDS,
    inserting: INSERT_COMMANDS,
    tables: true,
  },
  post: { extensions: [POST_KIT], formatting: POST_COMMANDS, inserting: [], tables: false },
  postWithImages: { extensions: [POST_KIT, INLINE_IMAGE], formatting: POST_COMMANDS, inserting: [], tables: false },
  questionPrompt: {
    extensions: [StarterKit.configure({ link: EDITABLE_LINKS, trailingNode: false }), INLINE_IMAGE],
    formatting: ['bold', 'italic', 'underline', 'bulletList', 'orderedList'],
    inserting: [],
    tables: false,
  },
};
