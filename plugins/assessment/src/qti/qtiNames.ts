import type { QtiVersion } from '../schemas/qtiItem.ts';
import type { QtiElement } from './qtiTree.ts';

/**
 * QTI's own element names in their QTI 2 form (qtiTree.ts reads QTI 3.0's
 * `qti-kebab-case` names as these). The ones written in one lower-case word
 * are listed; every camelCase name is QTI's too (HTML and MathML have none,
 * and SVG's are never renamed: see FOREIGN_ROOTS).
 */
const ONE_WORD_QTI_NAMES = new Set([
  'value', 'mapping', 'prompt', 'gap', 'hottext', 'stylesheet', 'catalog', 'card',
  'sum', 'product', 'subtract', 'divide', 'power', 'round', 'truncate', 'min', 'max', 'gcd', 'lcm', 'repeat',
  'and', 'or', 'not', 'lt', 'gt', 'lte', 'gte', 'equal', 'match', 'member', 'contains', 'delete', 'index', 'inside',
  'multiple', 'ordered', 'null', 'default', 'correct', 'variable', 'random', 'substring',
  // Companion materials (qti-companion-materials-info): tools the candidate may use.
  'calculator', 'rule', 'protractor', 'description',
]);

/** Elements whose subtree keeps its names as written: MathML and SVG. */
export const FOREIGN_ROOTS = new Set(['math', 'svg']);

export const XML_NAMESPACES: Record<string, string> = {
  math: 'http://www.w3.org/1998/Math/MathML',
  svg: 'http://www.w3.org/2000/svg',
};

export const QTI3_NAMESPACE = 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0';

/**
 * A QTI 3.0 file's one-word `qti-` names this list does not know: written
 * back without their prefix they would change meaning, so they are refused.
 */
export function unknownOneWordName(xml: string): { name: string; line: number } | null {
  for (const match of xml.matchAll(/<qti-([a-z]+)(?=[\s/>])/g)) {
    if (!ONE_WORD_QTI_NAMES.has(match[1]!)) return { name: `qti-${match[1]!}`, line: xml.slice(0, match.index).split('\n').length };
  }
  return null;
}

export const isQtiName = (name: string) => /[A-Z]/.test(name) || ONE_WORD_QTI_NAMES.has(name);

export const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** How a message names an element: its name as the file writes it, and its line. */
export type Describe = (element: QtiElement) => string;

/** An element's name as a file of `version` writes it, for messages: QTI 3.0 names for QTI 3.0 files. */
export function displayName(name: string, version: QtiVersion): string {
  return version === '3.0' && isQtiName(name) ? `qti-${kebab(name)}` : name;
}

/** The version a parsed item came in: by its namespace, else by its names. */
export function versionOf(item: QtiElement, xml: string): QtiVersion {
  if (/imsqti_v2p2/.test(xml)) return '2.2';
  if (/imsqti_v2p1|imsqti_v2p0/.test(xml)) return '2.1';
  if (/imsqtiasi_v3p0|<qti-assessment-item/.test(xml)) return '3.0';
  return item.name === 'assessmentItem' && /<assessmentItem/.test(xml) ? '2.1' : '3.0';
}

/**
 * Where an element starts in the source, as "line N": the k-th element of a
 * name in document order is the k-th start tag of that name (in either
 * naming), which is what a person looking at the file counts too.
 */
export function lineLocator(root: QtiElement, xml: string): (element: QtiElement) => number | null {
  const order = new Map<QtiElement, number>();
  const seen = new Map<string, number>();
  const walk = (element: QtiElement) => {
    const count = seen.get(element.name) ?? 0;
    order.set(element, count);
    seen.set(element.name, count + 1);
    element.children.forEach((child) => typeof child !== 'string' && walk(child));
  };
  walk(root);
  return (element) => {
    const index = order.get(element);
    if (index === undefined) return null;
    const pattern = new RegExp(`<(?:[A-Za-z0-9_]+:)?(?:${element.name}|qti-${kebab(element.name)})(?=[\\s/>])`, 'g');
    const match = [...xml.matchAll(pattern)][index];
    return match?.index === undefined ? null : xml.slice(0, match.index).split('\n').length;
  };
}
