import { Editor } from '@tiptap/react';
import { contentShape } from './contentShape.ts';
import { EDITOR_EXTENSIONS } from './editorExtensions.ts';
import { reportedHtml } from './reportedHtml.ts';

/** Whether the visual editor would lose or change anything in `html`: it drops whatever its schema has no place for. */
export function hasContentEditorCannotKeep(html: string): boolean {
  // A headless editor: it parses and renders as the visible one does, without a view.
  const probe = new Editor({ element: null, extensions: EDITOR_EXTENSIONS, content: html });
  try {
    return contentShape(reportedHtml(probe)) !== contentShape(html);
  } finally {
    probe.destroy();
  }
}
