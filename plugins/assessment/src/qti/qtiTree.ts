import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { XML_TOO_DEEP, xmlNestsDeeperThan } from '@lms/sdk/xml';
import { QtiImportError } from './QtiImportError.ts';

/** An element of a QTI document, with QTI 3.0 names read as QTI 2.1 ones (qti-simple-choice is simpleChoice). */
export interface QtiElement {
  name: string;
  attributes: Record<string, string>;
  children: QtiNode[];
}

export type QtiNode = QtiElement | string;

type ParsedNode = Record<string, unknown> & { ':@'?: Record<string, string> };

const PARSER = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  // Numeric character references (&#233;, &#x3B1;) are text, not something to show literally.
  htmlEntities: true,
});

const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The root element of an XML document already checked well-formed (QTI 3.0 names read as QTI 2.1 ones), or undefined. */
export function rootElement(xml: string): QtiElement | undefined {
  return (PARSER.parse(xml) as ParsedNode[]).map(toNode).find((node): node is QtiElement => typeof node !== 'string' && node !== null);
}

function toNode(parsed: ParsedNode): QtiNode | null {
  const name = Object.keys(parsed).find((key) => key !== ':@');
  // Declarations (<?xml ...?>) and DOCTYPE-like nodes (<!...>) are not content.
  if (name === undefined || name.startsWith('?') || name.startsWith('!')) return null;
  if (name === '#text') return String(parsed[name]);
  // QTI 3.0 writes its own elements and their attributes in kebab case with a qti- prefix; HTML keeps its names.
  const qti3 = name.startsWith('qti-');
  const attributes = Object.fromEntries(Object.entries(parsed[':@'] ?? {}).map(([key, value]) => [qti3 ? camel(key) : key, String(value)]));
  const children = (parsed[name] as ParsedNode[]).map(toNode).filter((node): node is QtiNode => node !== null);
  return { name: qti3 ? camel(name.slice(4)) : name, attributes, children };
}

/** Reads a QTI 3.0 or 2.1 document and answers its assessmentItem. */
export function parseQtiItem(xml: string): QtiElement {
  // QTI needs no entities of its own; declaring some is how documents blow up when expanded.
  if (/<!ENTITY/i.test(xml)) throw new QtiImportError('Documents declaring their own entities (<!ENTITY ...>) are not accepted.');
  // The parser and the conversion recurse per level: a deeper document would overflow the stack (a 500).
  if (xmlNestsDeeperThan(xml)) throw new QtiImportError(XML_TOO_DEEP);
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new QtiImportError(`This is not well-formed XML: ${valid.err.msg} (line ${valid.err.line}).`);
  const root = rootElement(xml);
  if (root?.name !== 'assessmentItem') throw new QtiImportError('This is not a QTI 3.0 or 2.1 assessment item (assessmentItem or qti-assessment-item).');
  return root;
}

export const elements = (element: QtiElement): QtiElement[] => element.children.filter((child): child is QtiElement => typeof child !== 'string');

export const childrenNamed = (element: QtiElement, name: string) => elements(element).filter((child) => child.name === name);

export const childNamed = (element: QtiElement, name: string): QtiElement | undefined => childrenNamed(element, name)[0];

/** Every element below `element` (depth first, in document order) that `test` accepts. */
export function descendants(element: QtiElement, test: (candidate: QtiElement) => boolean): QtiElement[] {
  return elements(element).flatMap((child) => [...(test(child) ? [child] : []), ...descendants(child, test)]);
}
