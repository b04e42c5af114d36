import { mergeAttributes } from '@tiptap/react';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { tableSectionAttribute } from './tableSections.ts';

/**
 * Tables as authored HTML has them: no column-width <colgroup> or min-width style of the editor's own,
 * rows in their sections, header cells keeping their scope.
 */
export const TABLE_EXTENSIONS = [
  Table.extend({
    renderHTML({ HTMLAttributes }) {
      return ['table', mergeAttributes(this.options.HTMLAttributes, HTMLAttributes), ['tbody', 0]];
    },
  }).configure({ View: null }),
  TableRow.extend({
    addAttributes: () => tableSectionAttribute,
  }),
  TableHeader.extend({
    addAttributes() {
      return { ...this.parent?.(), scope: { default: null } };
    },
  }),
  TableCell,
];
