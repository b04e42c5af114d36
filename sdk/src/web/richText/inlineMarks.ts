import { Mark } from '@tiptap/react';

/** A mark that is exactly one HTML element; no attributes, since the server keeps none on these. */
function elementMark(name: string, tag: string, excludes?: string) {
  return Mark.create({
    name,
    excludes,
    parseHTML: () => [{ tag }],
    renderHTML: ({ HTMLAttributes }) => [tag, HTMLAttributes, 0],
  });
}

// Text is either lowered or raised, not both.
export const Subscript = elementMark('subscript', 'sub', 'subscript superscript');
export const Superscript = elementMark('superscript', 'sup', 'subscript superscript');
export const Highlight = elementMark('highlight', 'mark');
