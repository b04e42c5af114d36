import { DOMSerializer } from '@tiptap/pm/model';
import type { Editor } from '@tiptap/react';
import { placeRowsInSections } from './tableSections.ts';

/**
 * What an emptied editor holds. Only that counts as empty: Editor.isEmpty also calls a table or list
 * without text empty, and saving those as nothing would lose them.
 */
const EMPTIED = '<p></p>';

/** The HTML of the editor's content; empty for an emptied editor, so a view knows there is nothing to show. */
export function richTextHtml(editor: Editor): string {
  // An inert document, so rendering the content does not start loading its images.
  const inert = document.implementation.createHTMLDocument();
  const container = inert.createElement('div');
  container.append(DOMSerializer.fromSchema(editor.schema).serializeFragment(editor.state.doc.content, { document: inert }));
  for (const table of container.querySelectorAll('table')) placeRowsInSections(table);
  return container.innerHTML === EMPTIED ? '' : container.innerHTML;
}
