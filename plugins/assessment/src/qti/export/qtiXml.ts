import render from 'dom-serializer';
import { parseDocument } from 'htmlparser2';
import type { QtiVersion } from '../../schemas/qtiItem.ts';

/**
 * A QTI element to write, named as QTI 3.0 names it without its `qti-`
 * prefix (`choice-interaction`, attribute `response-identifier`); written in
 * QTI 2.1 it becomes `choiceInteraction` with `responseIdentifier`. Strings
 * are text; `Xhtml` is markup already well-formed XML.
 */
export interface QtiOut {
  name: string;
  attributes?: Record<string, string | number | boolean | undefined>;
  children?: (QtiOut | string | Xhtml)[];
}

export interface Xhtml {
  xhtml: string;
}

export const el = (name: string, attributes: QtiOut['attributes'] = {}, children: QtiOut['children'] = []): QtiOut => ({ name, attributes, children });

const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

export const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The element's name in a version: QTI 3.0 prefixes `qti-`, 2.x writes camel case. */
export const qtiName = (name: string, version: QtiVersion) => (version === '3.0' ? `qti-${name}` : camel(name));

/** Serialises a tree in the version's names; HTML inside (p, img) keeps its own names. */
export function writeQti(node: QtiOut | string | Xhtml, version: QtiVersion, html = false): string {
  if (typeof node === 'string') return escapeXml(node);
  if ('xhtml' in node) return node.xhtml;
  const name = html ? node.name : qtiName(node.name, version);
  const attributes = Object.entries(node.attributes ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${html || version === '3.0' || key.startsWith('xml') ? key : camel(key)}="${escapeXml(String(value))}"`)
    .join('');
  const children = (node.children ?? []).map((child) => writeQti(child, version, false)).join('');
  return children === '' ? `<${name}${attributes}/>` : `<${name}${attributes}>${children}</${name}>`;
}

/** Sanitised item HTML (a prompt) as well-formed XHTML: void elements closed, entities as characters. */
export function toXhtml(html: string): Xhtml {
  const document = parseDocument(html, { lowerCaseTags: true, lowerCaseAttributeNames: true });
  return { xhtml: render(document, { xmlMode: true, encodeEntities: 'utf8', selfClosingTags: true }) };
}
