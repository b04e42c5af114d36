/**
 * @lms/sdk/web/richText: the one rich-text editor (TipTap) with a profile per
 * kind of text, and its toolbar. A subpath of its own, so only screens that
 * edit rich text load the editor.
 */
export { EditorContent as RichTextContent, type Editor as RichTextEditor } from '@tiptap/react';
export { useRichTextEditor, type RichTextEditorOptions } from './useRichTextEditor.ts';
export { RichTextToolbar, type RichTextTool, type RichTextToolbarProps } from './RichTextToolbar.tsx';
export { RICH_TEXT_PROFILES, type RichTextProfile } from './richTextProfiles.ts';
export { RICH_TEXT_COMMANDS, type RichTextCommand, type RichTextCommandId } from './richTextCommands.ts';
export { richTextHtml } from './richTextHtml.ts';
export { richTextKeeps } from './richTextKeeps.ts';
