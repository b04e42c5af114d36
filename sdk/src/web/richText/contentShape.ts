/**
 * The content of an HTML fragment as the visual editor models it, so that two fragments with the same content
 * have the same shape whichever way their markup spells it. Nothing an element or attribute says is left out;
 * only differences the editor's model cannot hold are evened out:
 * - whitespace collapses as the browser shows it, except in <pre>, where all text is code;
 * - inline content loose in a list item, table cell, quote or the top level is one implied paragraph,
 *   and such a container holding only an empty paragraph is empty;
 * - inline formatting is a set of marks on each piece of text, so its nesting order means nothing,
 *   and <b> and <i> are <strong> and <em>;
 * - attributes are unordered, styles are compared declaration by declaration, and defaults (colspan="1") are left out.
 */
export function contentShape(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return JSON.stringify(containerShape(body, []));
}

interface Leaf {
  marks: string[];
  /** The text, or for an image or line break the element. */
  text: string;
  /** The tag of an image or line break. */
  atom?: string;
}
interface Block {
  element: string;
  content: Item[];
}
type Item = Leaf | Block;

const INLINE_ELEMENTS = new Set([
  'A', 'ABBR', 'B', 'BDI', 'BDO', 'CITE', 'CODE', 'DATA', 'DEL', 'DFN', 'EM', 'I', 'INS', 'KBD', 'MARK', 'Q', 'S',
  'SAMP', 'SMALL', 'SPAN', 'STRONG', 'SUB', 'SUP', 'TIME', 'U', 'VAR',
]);
const ATOM_ELEMENTS = new Set(['IMG', 'BR', 'WBR']);
/** Elements the editor fills with blocks, wrapping loose inline content in a paragraph. */
const BLOCK_CONTAINERS = new Set(['BODY', 'LI', 'TD', 'TH', 'BLOCKQUOTE']);
const SAME_ELEMENT: Partial<Record<string, string>> = { B: 'STRONG', I: 'EM' };
const DEFAULT_ATTRIBUTES: Partial<Record<string, Record<string, string>>> = {
  OL: { start: '1', type: '1' },
  TD: { colspan: '1', rowspan: '1' },
  TH: { colspan: '1', rowspan: '1' },
};
/** What HTML collapses; not \s, which would take in non-breaking spaces. */
const COLLAPSIBLE = /[ \t\n\f\r]+/g;

function describe(element: Element): string {
  const tag = SAME_ELEMENT[element.tagName] ?? element.tagName;
  const defaults = DEFAULT_ATTRIBUTES[tag] ?? {};
  const attributes: string[] = [];
  for (const { name, value } of element.attributes) {
    const shown = name === 'style' ? declarations(element as HTMLElement) : value;
    if ((name === 'style' && shown === '') || defaults[name] === shown) continue;
    attributes.push(`${name}=${JSON.stringify(shown)}`);
  }
  return [tag, ...attributes.sort()].join(' ');
}

function declarations({ style }: HTMLElement): string {
  return [...style].map((property) => `${property}: ${style.getPropertyValue(property)}`).sort().join('; ');
}

/** Gathers the content of `parent`: text and atoms with the marks around them, and blocks. */
function gather(parent: Node, marks: string[], items: Item[], pre: boolean) {
  for (const child of parent.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) {
      items.push({ marks, text: child.nodeValue ?? '' });
    } else if (child instanceof Element) {
      if (ATOM_ELEMENTS.has(child.tagName)) items.push({ marks, text: describe(child), atom: child.tagName });
      else if (INLINE_ELEMENTS.has(child.tagName)) gather(child, withMark(marks, describe(child), pre), items, pre);
      else items.push(containerShape(child, marks, pre || child.tagName === 'PRE'));
    }
  }
}

function withMark(marks: string[], mark: string, pre: boolean): string[] {
  return pre && mark === 'CODE' ? marks : [...new Set([...marks, mark])].sort();
}

function containerShape(element: Element, marks: string[], pre = false): Block {
  const items: Item[] = [];
  gather(element, marks, items, pre);
  const impliesParagraphs = BLOCK_CONTAINERS.has(element.tagName);
  const content: Item[] = [];
  let run: Leaf[] = [];
  const endRun = () => {
    const leaves = pre ? mergeLeaves(run) : mergeLeaves(collapseWhitespace(run));
    if (leaves.length > 0) content.push(...(impliesParagraphs ? [{ element: 'P', content: leaves }] : leaves));
    run = [];
  };
  for (const item of items) {
    if ('element' in item) {
      endRun();
      content.push(item);
    } else {
      run.push(item);
    }
  }
  endRun();
  const [only] = content;
  const onlyEmptyParagraph = impliesParagraphs && content.length === 1 && only !== undefined && 'element' in only && only.element === 'P' && only.content.length === 0;
  return { element: describe(element), content: onlyEmptyParagraph ? [] : content };
}

/** As the browser shows a run of inline content between blocks: no space at its ends, after a line break or after a space. */
function collapseWhitespace(run: Leaf[]): Leaf[] {
  const leaves: Leaf[] = [];
  let spaceBefore = true;
  for (const leaf of run) {
    if (leaf.atom !== undefined) {
      leaves.push(leaf);
      spaceBefore = leaf.atom === 'BR';
      continue;
    }
    let text = leaf.text.replace(COLLAPSIBLE, ' ');
    if (spaceBefore && text.startsWith(' ')) text = text.slice(1);
    if (text === '') continue;
    leaves.push({ ...leaf, text });
    spaceBefore = text.endsWith(' ');
  }
  const last = leaves.at(-1);
  if (last?.atom === undefined && last?.text.endsWith(' ')) {
    last.text = last.text.slice(0, -1);
    if (last.text === '') leaves.pop();
  }
  return leaves;
}

/** Adjacent text with the same marks is one piece of text, however the markup split it. */
function mergeLeaves(run: Leaf[]): Leaf[] {
  const merged: Leaf[] = [];
  for (const leaf of run) {
    const previous = merged.at(-1);
    if (previous !== undefined && previous.atom === undefined && leaf.atom === undefined && JSON.stringify(previous.marks) === JSON.stringify(leaf.marks)) {
      merged[merged.length - 1] = { ...previous, text: previous.text + leaf.text };
    } else {
      merged.push(leaf);
    }
  }
  return merged;
}
