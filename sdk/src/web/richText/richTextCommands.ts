import type { ChainedCommands, Editor } from '@tiptap/react';
import {
  AlignCenter, AlignJustify, AlignLeft, AlignRight, Bold, Code, CodeXml, Heading2, Heading3, Highlighter, Italic, List, ListOrdered,
  Quote, Redo2, SeparatorHorizontal, Strikethrough, Subscript, Superscript, Table, Underline, Undo2, type LucideIcon,
} from 'lucide-react';

export interface RichTextCommand {
  label: string;
  /** What the button shows; the label is its accessible name. */
  icon: LucideIcon;
  run(chain: ChainedCommands): ChainedCommands;
  /** Whether the selection already has the format the command turns on and off (a toggle button). */
  isActive?(editor: Editor): boolean;
  /** Whether it can run now (Undo with nothing to undo cannot). */
  isPossible?(editor: Editor): boolean;
}

function alignment(label: string, icon: LucideIcon, textAlign: 'left' | 'center' | 'right' | 'justify'): RichTextCommand {
  return { label, icon, isActive: (editor) => editor.isActive({ textAlign }), run: (chain) => chain.toggleTextAlign(textAlign) };
}

const markOrNode = (name: string, attributes?: Record<string, unknown>) => (editor: Editor) => editor.isActive(name, attributes);

const COMMANDS = {
  bold: { label: 'Bold', icon: Bold, isActive: markOrNode('bold'), run: (chain) => chain.toggleBold() },
  italic: { label: 'Italic', icon: Italic, isActive: markOrNode('italic'), run: (chain) => chain.toggleItalic() },
  underline: { label: 'Underline', icon: Underline, isActive: markOrNode('underline'), run: (chain) => chain.toggleUnderline() },
  strike: { label: 'Strikethrough', icon: Strikethrough, isActive: markOrNode('strike'), run: (chain) => chain.toggleStrike() },
  subscript: { label: 'Subscript', icon: Subscript, isActive: markOrNode('subscript'), run: (chain) => chain.toggleMark('subscript') },
  superscript: { label: 'Superscript', icon: Superscript, isActive: markOrNode('superscript'), run: (chain) => chain.toggleMark('superscript') },
  highlight: { label: 'Highlight', icon: Highlighter, isActive: markOrNode('highlight'), run: (chain) => chain.toggleMark('highlight') },
  heading2: { label: 'Heading 2', icon: Heading2, isActive: markOrNode('heading', { level: 2 }), run: (chain) => chain.toggleHeading({ level: 2 }) },
  heading3: { label: 'Heading 3', icon: Heading3, isActive: markOrNode('heading', { level: 3 }), run: (chain) => chain.toggleHeading({ level: 3 }) },
  bulletList: { label: 'Bulleted list', icon: List, isActive: markOrNode('bulletList'), run: (chain) => chain.toggleBulletList() },
  orderedList: { label: 'Numbered list', icon: ListOrdered, isActive: markOrNode('orderedList'), run: (chain) => chain.toggleOrderedList() },
  blockquote: { label: 'Quote', icon: Quote, isActive: markOrNode('blockquote'), run: (chain) => chain.toggleBlockquote() },
  code: { label: 'Code', icon: Code, isActive: markOrNode('code'), run: (chain) => chain.toggleCode() },
  codeBlock: { label: 'Code block', icon: CodeXml, isActive: markOrNode('codeBlock'), run: (chain) => chain.toggleCodeBlock() },
  alignLeft: alignment('Align left', AlignLeft, 'left'),
  alignCenter: alignment('Align center', AlignCenter, 'center'),
  alignRight: alignment('Align right', AlignRight, 'right'),
  justify: alignment('Justify', AlignJustify, 'justify'),
  insertTable: { label: 'Insert table', icon: Table, run: (chain) => chain.insertTable({ rows: 3, cols: 3, withHeaderRow: true }) },
  horizontalRule: { label: 'Horizontal rule', icon: SeparatorHorizontal, run: (chain) => chain.setHorizontalRule() },
  undo: { label: 'Undo', icon: Undo2, isPossible: (editor) => editor.can().undo(), run: (chain) => chain.undo() },
  redo: { label: 'Redo', icon: Redo2, isPossible: (editor) => editor.can().redo(), run: (chain) => chain.redo() },
} satisfies Record<string, RichTextCommand>;

export type RichTextCommandId = keyof typeof COMMANDS;
/** Every command a profile's toolbar may offer. */
export const RICH_TEXT_COMMANDS: Readonly<Record<RichTextCommandId, RichTextCommand>> = COMMANDS;

/** Course HTML's formatting, then what it inserts and its history. */
export const FORMAT_COMMANDS: readonly RichTextCommandId[] = [
  'bold', 'italic', 'underline', 'strike', 'subscript', 'superscript', 'highlight', 'heading2', 'heading3',
  'bulletList', 'orderedList', 'blockquote', 'codeBlock', 'alignLeft', 'alignCenter', 'alignRight', 'justify',
];
export const INSERT_COMMANDS: readonly RichTextCommandId[] = ['insertTable', 'horizontalRule', 'undo', 'redo'];
