import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { playableCues, type Cue, type SubtitleDocument } from './cue.ts';
import { timedTextRates, timedTextTime, type TimedTextRates } from './timedTextTime.ts';
import { looksLikeTimedTextXml } from './timedTextSignature.ts';
import { xmlNestsDeeperThan } from '@lms/contract/xml/xmlNesting.ts';

/** A node as the parser gives it in document order: one element name (or "#text") and its attributes under ":@". */
type XmlNode = Record<string, unknown> & { ':@'?: Record<string, string> };

// Pure: a bundle that reads no timed text leaves the parser out.
const parser = /* @__PURE__ */ new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
  htmlEntities: true,
});

function nameOf(node: XmlNode): string {
  return Object.keys(node).find((key) => key !== ':@') ?? '';
}

function childrenOf(node: XmlNode): XmlNode[] {
  const children = node[nameOf(node)];
  return Array.isArray(children) ? (children as XmlNode[]) : [];
}

function attributesOf(node: XmlNode): Record<string, string> {
  return node[':@'] ?? {};
}

/** Text of a paragraph: spans' text in order, <br/> a line break, XML white space collapsed. */
function paragraphText(nodes: XmlNode[]): string {
  let text = '';
  for (const node of nodes) {
    const name = nameOf(node);
    if (name === '#text') text += String(node['#text']).replace(/\s+/g, ' ');
    else if (name === 'br') text += '\n';
    else if (name === 'span') text += paragraphText(childrenOf(node));
  }
  return text;
}

interface TimeScope {
  /** Where the parent's time begins; children's times count from it (TTML's parallel time containment). */
  begin: number;
  end: number | undefined;
}

function scopeOf(node: XmlNode, parent: TimeScope, rates: TimedTextRates): TimeScope {
  const attributes = attributesOf(node);
  const begin = parent.begin + (timedTextTime(attributes.begin, rates) ?? 0);
  const end = timedTextTime(attributes.end, rates);
  const duration = timedTextTime(attributes.dur, rates);
  if (end !== undefined) return { begin, end: parent.begin + end };
  if (duration !== undefined) return { begin, end: begin + duration };
  return { begin, end: parent.end };
}

function collectCues(nodes: XmlNode[], parent: TimeScope, rates: TimedTextRates, cues: Cue[]): void {
  for (const node of nodes) {
    const name = nameOf(node);
    if (name !== 'body' && name !== 'div' && name !== 'p') continue;
    const scope = scopeOf(node, parent, rates);
    if (name !== 'p') {
      collectCues(childrenOf(node), scope, rates, cues);
      continue;
    }
    const text = paragraphText(childrenOf(node))
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .join('\n');
    if (scope.end !== undefined) cues.push({ start: scope.begin, end: scope.end, text });
  }
}

/**
 * Reads timed-text XML (TTML, DFXP): every <p> with its begin and end (or
 * duration), counted from its <div> and <body>; the root's xml:lang gives the
 * language. Documents with a DOCTYPE are refused: timed text needs none, and
 * entity definitions are a way to make a parser do unbounded work; so are
 * documents nested deeper than MAX_XML_DEPTH (the parser and this reader recurse).
 */
export function readTimedTextXml(text: string): SubtitleDocument {
  if (!looksLikeTimedTextXml(text) || /<!DOCTYPE/i.test(text) || xmlNestsDeeperThan(text) || XMLValidator.validate(text) !== true) return { cues: [] };
  const root = (parser.parse(text) as XmlNode[]).find((node) => nameOf(node) === 'tt');
  if (!root) return { cues: [] };
  const attributes = attributesOf(root);
  const cues: Cue[] = [];
  collectCues(childrenOf(root), { begin: 0, end: undefined }, timedTextRates(attributes), cues);
  const language = attributes.lang?.trim();
  return language ? { cues: playableCues(cues), language } : { cues: playableCues(cues) };
}
