import { parseDocument } from 'htmlparser2';
import type { AnyNode, Element } from 'domhandler';

/**
 * What a candidate sees and what scores an item, read from a QTI document (or
 * the HTML of a native item) with htmlparser2: a parser the importer does not
 * use (it reads with fast-xml-parser), so a loss in the importer's reading shows
 * here rather than being repeated.
 */
export interface Reading {
  /** Every word and every other visible character, each separately (text of the body and feedback a candidate may see). */
  tokens: string[];
  /** The words of rubric blocks for others than the candidate (scorers, tutors, authors). */
  staffTokens: string[];
  /** Images, objects, audio and video. */
  media: number;
  maths: number;
  /** MAXSCORE's default value, when the item declares one above 0 (0 is a placeholder its processing sets). */
  declaredMax: number | null;
  /** Elements of the response processing (0 when it names a template only). */
  processingRules: number;
  /** The standard template's file name (match_correct), when one is named. */
  template: string | null;
  /** Entries of the response mappings (mapEntry, areaMapEntry). */
  mapEntries: number;
}

/** qti-simple-choice and qti:simpleChoice read as simpleChoice. */
const nameOf = (element: Element) => {
  const local = element.name.replace(/^[\w.-]+:/, '');
  return local.startsWith('qti-') ? local.slice(4).replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()) : local;
};

const isElement = (node: AnyNode): node is Element => node.type === 'tag' || node.type === 'script' || node.type === 'style';

function* walk(nodes: AnyNode[]): Generator<AnyNode> {
  for (const node of nodes) {
    yield node;
    if ('children' in node) yield* walk(node.children);
  }
}

const elementsNamed = (nodes: AnyNode[], name: string) => [...walk(nodes)].filter((node): node is Element => isElement(node) && nameOf(node) === name);

const attribute = (element: Element, name: string) => element.attribs[name] ?? element.attribs[name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)];

/** Words (letters and digits) and each other visible character; a blank between two text nodes is a word boundary. */
export const tokensOf = (text: string) => text.match(/[\p{L}\p{N}\p{M}]+|[^\s\p{L}\p{N}\p{M}]/gu) ?? [];

function textTokens(nodes: AnyNode[], skip: (element: Element) => boolean = () => false): string[] {
  return nodes.flatMap((node) => {
    if (node.type === 'text') return tokensOf(node.data);
    if (isElement(node) && skip(node)) return [];
    return 'children' in node ? textTokens(node.children, skip) : [];
  });
}

const forStaff = (element: Element) => nameOf(element) === 'rubricBlock' && !(attribute(element, 'view') ?? '').split(/\s+/).includes('candidate');

const MEDIA = ['img', 'object', 'audio', 'video'];

const mediaIn = (nodes: AnyNode[]) => [...walk(nodes)].filter((node) => isElement(node) && MEDIA.includes(nameOf(node))).length;

function declaredMax(nodes: AnyNode[]): number | null {
  const outcome = elementsNamed(nodes, 'outcomeDeclaration').find((element) => attribute(element, 'identifier') === 'MAXSCORE');
  const value = outcome ? elementsNamed(outcome.children, 'value')[0] : undefined;
  const number = value ? Number(textTokens(value.children).join('')) : NaN;
  return Number.isFinite(number) && number > 0 ? number : null;
}

/** The reading of a QTI assessment item (2.x or 3.0 names). */
export function readItemXml(xml: string): Reading {
  const document = parseDocument(xml, { xmlMode: true, decodeEntities: true });
  const shown = [...elementsNamed(document.children, 'itemBody'), ...elementsNamed(document.children, 'modalFeedback')];
  const processing = elementsNamed(document.children, 'responseProcessing')[0];
  const template = processing ? attribute(processing, 'template') : undefined;
  return {
    tokens: shown.flatMap((element) => textTokens(element.children, forStaff)),
    staffTokens: shown.flatMap((element) => [...walk(element.children)].filter((node): node is Element => isElement(node) && forStaff(node)).flatMap((rubric) => textTokens(rubric.children))),
    media: mediaIn(shown),
    maths: shown.reduce((count, element) => count + elementsNamed(element.children, 'math').length, 0),
    declaredMax: declaredMax(document.children),
    processingRules: processing ? [...walk(processing.children)].filter(isElement).length : 0,
    template: template ? (template.split('/').pop() ?? '').replace(/\.xml$/, '') : null,
    mapEntries: elementsNamed(document.children, 'mapEntry').length + elementsNamed(document.children, 'areaMapEntry').length,
  };
}

/** Every string of a native item's content (choices, blanks' text, answers): plain text. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The reading of a native item: its question text (HTML) and its content's text; its scoring is its type's. */
export function readNativeItem(prompt: string, content: unknown): Pick<Reading, 'tokens' | 'staffTokens' | 'media' | 'maths'> {
  const document = parseDocument(prompt, { decodeEntities: true });
  return {
    tokens: [...textTokens(document.children), ...strings(content).flatMap(tokensOf)],
    staffTokens: [],
    media: mediaIn(document.children),
    maths: elementsNamed(document.children, 'math').length,
  };
}
