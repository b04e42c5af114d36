import { COURSE_HTML_TAGS } from '@lms/sdk';
import type { QtiElement, QtiNode } from './qtiTree.ts';

/** QTI elements that are not the question's text: feedback, graders' notes, templates, processing. */
const HIDDEN = new Set([
  'rubricBlock', 'feedbackInline', 'feedbackBlock', 'modalFeedback', 'templateBlock', 'templateInline',
  'printedVariable', 'stylesheet', 'responseProcessing', 'outcomeDeclaration', 'responseDeclaration', 'templateDeclaration',
]);

const BLOCKS = new Set(['p', 'div', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'tr', 'br', 'pre', 'dt', 'dd', 'figcaption']);

const KEPT = new Set<string>(COURSE_HTML_TAGS);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** What takes an element's place in the output: its replacement, or undefined to write it as usual. */
export type Replace = (element: QtiElement) => string | undefined;

/**
 * The HTML of some QTI content: HTML elements kept (the item's sanitiser
 * has the last word), QTI elements that are not text dropped with their
 * content, others (MathML, objects) reduced to their text; `replace` puts
 * something in place of an element (an interaction).
 */
export function contentHtml(nodes: readonly QtiNode[], replace: Replace = () => undefined): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return escapeText(node);
      const replaced = replace(node);
      if (replaced !== undefined) return replaced;
      if (HIDDEN.has(node.name)) return '';
      const inner = contentHtml(node.children, replace);
      if (!KEPT.has(node.name)) return inner;
      const attributes = Object.entries(node.attributes).map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`).join('');
      return node.name === 'br' || node.name === 'hr' || node.name === 'img' || node.name === 'col' ? `<${node.name}${attributes}>` : `<${node.name}${attributes}>${inner}</${node.name}>`;
    })
    .join('');
}

function rawText(nodes: readonly QtiNode[], replace: Replace): string {
  return nodes
    .map((node) => {
      // Line breaks in the source are spaces; only blocks start lines.
      if (typeof node === 'string') return node.replace(/\s+/g, ' ');
      const replaced = replace(node);
      if (replaced !== undefined) return replaced;
      if (HIDDEN.has(node.name)) return '';
      const inner = rawText(node.children, replace);
      return BLOCKS.has(node.name) ? `\n${inner}\n` : inner;
    })
    .join('');
}

/** The plain text of some QTI content: blocks on lines of their own, spaces collapsed, feedback left out. */
export function contentText(nodes: readonly QtiNode[], replace: Replace = () => undefined): string {
  return rawText(nodes, replace)
    .split('\n')
    .map((line) => line.replace(/ +/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}
