import { EpubError } from './EpubError.ts';

export const XHTML_NS = 'http://www.w3.org/1999/xhtml';
export const OPS_NS = 'http://www.idpf.org/2007/ops';
export const DC_NS = 'http://purl.org/dc/elements/1.1/';

function failed(doc: Document): boolean {
  return doc.getElementsByTagName('parsererror').length > 0;
}

/** A book's XML file (container, package, NCX); a broken one makes the book unreadable. */
export function parseXml(text: string, what: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  if (failed(doc)) throw new EpubError(`This EPUB book is damaged: its ${what} could not be read.`);
  return doc;
}

/** A chapter or navigation document: XHTML, or failing that HTML, as many books are less strict than they should be. */
export function parseXhtml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xhtml+xml');
  return failed(doc) ? new DOMParser().parseFromString(text, 'text/html') : doc;
}

/** Child elements of `parent` with this local name (any namespace), in order. */
export function childElements(parent: Element, localName: string): Element[] {
  return Array.from(parent.children).filter((child) => child.localName === localName);
}

/** Text with its runs of white space made single spaces. */
export function plainText(node: Node | null | undefined): string {
  return (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
}
