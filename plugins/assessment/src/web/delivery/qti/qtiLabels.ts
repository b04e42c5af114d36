import { childrenNamed } from './qtiDocument.ts';

/**
 * A choice's text for places that hold text only (a select's options, an
 * announcement): MathML by its alttext when it has one, images by their alt.
 */
export function plainLabel(element: Element): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.nodeValue ?? '');
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const child = node as Element;
    if (child.localName === 'qti-prompt') return;
    if (child.localName === 'math' && child.getAttribute('alttext')) return void parts.push(child.getAttribute('alttext')!);
    if (child.localName === 'img') return void parts.push(child.getAttribute('alt') ?? '');
    if (child.localName === 'object') return void parts.push(child.textContent ?? '');
    child.childNodes.forEach(walk);
  };
  walk(element);
  const text = parts.join('').replace(/\s+/g, ' ').trim();
  return text === '' ? (element.getAttribute('identifier') ?? '') : text;
}

/** The choices of an interaction of the given element names, in document order. */
export function choicesOf(element: Element, ...names: string[]): Element[] {
  return Array.from(element.getElementsByTagNameNS('*', '*')).filter((child) => names.includes(child.localName));
}

export const identifierOf = (element: Element) => element.getAttribute('identifier') ?? '';

/** An integer attribute, or its default. */
export function intAttribute(element: Element, name: string, fallback: number): number {
  const value = Number.parseInt(element.getAttribute(name) ?? '', 10);
  return Number.isFinite(value) ? value : fallback;
}

/** The match sets of a match interaction (or the one set of an associate interaction). */
export const matchSets = (element: Element) => childrenNamed(element, 'qti-simple-match-set').map((set) => childrenNamed(set, 'qti-simple-associable-choice'));

const BLANKS = ['qti-text-entry-interaction', 'qti-inline-choice-interaction'];

/**
 * A blank's name when the item gives none: "Blank N", counting the text
 * entries and inline choices of the item in order, as the native blanks do.
 */
export function blankName(element: Element): string {
  const named = element.getAttribute('aria-label') ?? element.getAttribute('title');
  if (named) return named;
  const blanks = Array.from(element.ownerDocument.getElementsByTagNameNS('*', '*')).filter((other) => BLANKS.includes(other.localName));
  return `Blank ${blanks.indexOf(element) + 1}`;
}

/** A gap's name when the item gives none: "Gap N" in its interaction. */
export function gapName(gap: Element, interaction: Element): string {
  return gap.getAttribute('title') ?? gap.getAttribute('aria-label') ?? `Gap ${Array.from(interaction.getElementsByTagNameNS('*', 'qti-gap')).indexOf(gap) + 1}`;
}
