import { XMLValidator } from 'fast-xml-parser';
import { XML_TOO_DEEP, xmlNestsDeeperThan } from '@lms/sdk/xml';
import { QtiImportError } from '../QtiImportError.ts';
import { rootElement, type QtiElement } from '../qtiTree.ts';

/** The text of a package file, or a refusal naming it: packages are UTF-8 (a BOM is dropped). */
export function xmlText(path: string, bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new QtiImportError(`The file "${path}" is not UTF-8 text.`);
  }
}

const lineOf = (xml: string, index: number) => xml.slice(0, index).split('\n').length;

/**
 * Refuses what makes XML dangerous before any parser sees it: a DOCTYPE (and
 * so any entity, internal or external: billion laughs, XXE) and nesting past
 * the parsers' stack. QTI needs neither. The message names the file and line.
 */
export function guardXml(path: string, xml: string): void {
  const doctype = xml.search(/<!DOCTYPE/i);
  if (doctype !== -1) throw new QtiImportError(`The file "${path}" declares a DOCTYPE (line ${lineOf(xml, doctype)}): DOCTYPEs and entities are not accepted.`);
  const entity = xml.search(/<!ENTITY/i);
  if (entity !== -1) throw new QtiImportError(`The file "${path}" declares an entity (line ${lineOf(xml, entity)}): DOCTYPEs and entities are not accepted.`);
  if (xmlNestsDeeperThan(xml)) throw new QtiImportError(`The file "${path}": ${XML_TOO_DEEP}`);
}

/** The root element of a package's XML file, guarded and checked well-formed (the message names file and line). */
export function parsePackageXml(path: string, xml: string): QtiElement {
  guardXml(path, xml);
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new QtiImportError(`The file "${path}" is not well-formed XML: ${valid.err.msg} (line ${valid.err.line}).`);
  const root = rootElement(xml);
  if (!root) throw new QtiImportError(`The file "${path}" has no root element.`);
  return root;
}

/** Whether a file writes QTI 3.0 names (qti-assessment-item), so messages use them. */
export const isQti3 = (xml: string) => /<(?:\w+:)?qti-[a-z-]+[\s>/]/.test(xml);

/** An element's name as the file wrote it: `assessmentTest` in a QTI 3.0 file is `qti-assessment-test`. */
export const writtenName = (name: string, qti3: boolean) => (qti3 ? `qti-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}` : name);
