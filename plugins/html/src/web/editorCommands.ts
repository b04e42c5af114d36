import type { ChainedCommands, Editor } from '@tiptap/react';
import {
  AlignCenter, AlignJustify, AlignLeft, AlignRight, Bold, CodeXml, Heading2, Heading3, Highlighter, Italic, List, ListOrdered,
  Quote, Redo2, SeparatorHorizontal, Strikethrough, Subscript, Superscript, Table, Underline, Undo2, type LucideIcon,
} from 'lucide-react';

export interface EditorCommand {
  label: string;
  /** What the button shows; the label is its accessible name. */
  icon: LucideIcon;
  run(chain: ChainedCommands): ChainedCommands;
}

export interface FormatToggle extends EditorCommand {
  /** Whether the selection already has the format the command turns on and off. */
  isActive(editor: Editor): boolean;
}

function alignment(label: string, icon: LucideIcon, textAlign: 'left' | 'center' | 'right' | 'justify'): FormatToggle {
  return { label, icon, isActive: (editor) => editor.isActive({ textAlign }), run: (chain) => chain.toggleTextAlign(textAlign) };
}

export const FORMAT_TOGGLES: FormatToggle[] = [
  { label: 'Bold', icon: Bold, isActive: (editor) => editor.isActive('bold'), run: (chain) => chain.toggleBold() },
  { label: 'Italic', icon: Italic, isActive: (editor) => editor.isActive('italic'), run: (chain) => chain.toggleItalic() },
  { label: 'Underline', icon: Underline, isActive: (editor) => editor.isActive('underline'), run: (chain) => chain.toggleUnderline() },
  { label: 'Strikethrough', icon: Strikethrough, isActive: (editor) => editor.isActive('strike'), run: (chain) => chain.toggleStrike() },
  { label: 'Subscript', icon: Subscript, isActive: (editor) => editor.isActive('subscript'), run: (chain) => chain.toggleMark('subscript') },
  { label: 'Superscript', icon: Superscript, isActive: (editor) => editor.isActive('superscript'), run: (chain) => chain.toggleMark('superscript') },
  { label: 'Highlight', icon: Highlighter, isActive: (editor) => editor.isActive('highlight'), run: (chain) => chain.toggleMark('highlight') },
  { label: 'Heading 2', icon: Heading2, isActive: (editor) => editor.isActive('heading', { level: 2 }), run: (chain) => chain.toggleHeading({ level: 2 }) },
  { label: 'Heading 3', icon: Heading3, isActive: (editor) => editor.isActive('heading', { level: 3 }), run: (chain) => chain.toggleHeading({ level: 3 }) },
  { label: 'Bulleted list', icon: List, isActive: (editor) => editor.isActive('bulletList'), run: (chain) => chain.toggleBulletList() },
  { label: 'Numbered list', icon: ListOrdered, isActive: (editor) => editor.isActive('orderedList'), run: (chain) => chain.toggleOrderedList() },
  { label: 'Quote', icon: Quote, isActive: (editor) => editor.isActive('blockquote'), run: (chain) => chain.toggleBlockquote() },
  { label: 'Code block', icon: CodeXml, isActive: (editor) => editor.isActive('codeBlock'), run: (chain) => chain.toggleCodeBlock() },
  alignment('Align left', AlignLeft, 'left'),
  alignment('Align center', AlignCenter, 'center'),
  alignment('Align right', AlignRight, 'right'),
  alignment('Justify', AlignJustify, 'justify'),
];

export const INSERT_TABLE: EditorCommand = {
  label: 'Insert table',
  icon: Table,
  run: (chain) => chain.insertTable({ rows: 3, cols: 3, withHeaderRow: true }),
};
export const HORIZONTAL_RULE: EditorCommand = { label: 'Horizontal rule', icon: SeparatorHorizontal, run: (chain) => chain.setHorizontalRule() };
export const UNDO: EditorCommand = { label: 'Undo', icon: Undo2, run: (chain) => chain.undo() };
export const REDO: EditorCommand = { label: 'Redo', icon: Redo2, run: (chain) => chain.redo() };
