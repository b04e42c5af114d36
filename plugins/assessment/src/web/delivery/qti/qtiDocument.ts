import type { QtiResponse, QtiResponseValue } from '../../../schemas/qtiItem.ts';

/** A response declaration as the renderer needs it: how many values, of which base type. */
export interface ResponseDeclaration {
  identifier: string;
  cardinality: 'single' | 'multiple' | 'ordered' | 'record';
  baseType: string;
}

/** A delivered item read in the browser: its body, its declarations, its stylesheets. */
export interface QtiDocument {
  body: Element;
  declarations: Map<string, ResponseDeclaration>;
  stylesheets: string[];
  /** Modal feedback (in review only): shown after the body. */
  modalFeedback: Element[];
}

/** Thrown when the XML is not a QTI 3.0 item: the renderer says so instead of showing half an item. */
export class QtiReadError extends Error {}

const parsed = new Map<string, QtiDocument>();

/** Elements by local name, whatever namespace the item declares. */
export const childrenNamed = (element: Element, name: string): Element[] => Array.from(element.children).filter((child) => child.localName === name);

/** Reads a delivered or reviewed item (schemas/qtiItem.ts) with the browser's XML parser; cached by its text. */
export function readQtiDocument(xml: string): QtiDocument {
  const known = parsed.get(xml);
  if (known) return known;
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const root = document.documentElement;
  if (document.getElementsByTagName('parsererror').length > 0 || root.localName !== 'qti-assessment-item') {
    throw new QtiReadError('This Question could not be shown: its QTI is not a QTI 3.0 item.');
  }
  const body = childrenNamed(root, 'qti-item-body')[0];
  if (!body) throw new QtiReadError('This Question could not be shown: its QTI has no item body.');
  const declarations = new Map<string, ResponseDeclaration>();
  for (const declaration of childrenNamed(root, 'qti-response-declaration')) {
    const identifier = declaration.getAttribute('identifier') ?? '';
    const cardinality = (declaration.getAttribute('cardinality') ?? 'single') as ResponseDeclaration['cardinality'];
    declarations.set(identifier, { identifier, cardinality, baseType: declaration.getAttribute('base-type') ?? 'identifier' });
  }
  const stylesheets = childrenNamed(root, 'qti-stylesheet')
    .map((sheet) => sheet.getAttribute('href') ?? '')
    .filter((href) => href !== '');
  const document_ = { body, declarations, stylesheets, modalFeedback: childrenNamed(root, 'qti-modal-feedback') };
  if (parsed.size > 200) parsed.clear();
  parsed.set(xml, document_);
  return document_;
}

/** Interactions that take no answer of the candidate's own: not counted when asking whether an item is answered. */
const NOT_ASKED = new Set(['qti-end-attempt-interaction', 'qti-media-interaction']);

const interactionsOf = (document: QtiDocument) => Array.from(document.body.getElementsByTagNameNS('*', '*')).filter((element) => element.localName.endsWith('-interaction'));

/** An information item: content alone (instructions, a reading), no interaction, nothing to answer. */
export const isInformationItem = (document: QtiDocument) => interactionsOf(document).length === 0;

/** The response identifiers the candidate is asked to answer (one per interaction that asks). */
export function askedResponses(document: QtiDocument): string[] {
  return interactionsOf(document)
    .filter((element) => !NOT_ASKED.has(element.localName))
    .map((element) => element.getAttribute('response-identifier') ?? '')
    .filter((identifier) => identifier !== '');
}

/** Whether one response holds a value. */
export const answeredValue = (value: QtiResponseValue | undefined) => (Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '');

/** A stored response read back: anything but an object of strings, arrays of strings or null counts as unanswered. */
export function readResponse(response: unknown): QtiResponse {
  if (typeof response !== 'object' || response === null || Array.isArray(response)) return {};
  const read: QtiResponse = {};
  for (const [key, value] of Object.entries(response)) {
    if (typeof value === 'string' || value === null) read[key] = value;
    else if (Array.isArray(value)) read[key] = value.filter((atom): atom is string => typeof atom === 'string');
  }
  return read;
}
