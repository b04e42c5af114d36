import { strFromU8, unzipSync } from 'fflate';
import { XMLParser } from 'fast-xml-parser';
import { htmlToText } from '@lms/sdk';

/** A part of a source's text with where it is in the source ('page 3', 'Chapter 2', 'part 1'). */
export interface SourceSection {
  location: string;
  text: string;
}

export type SourceFileType = 'pdf' | 'epub' | 'txt';

/** The source's type from its first bytes (a PDF or a zip), else by its name; null when it is none we read. */
export function sourceFileType(name: string, bytes: Uint8Array): SourceFileType | null {
  const head = Buffer.from(bytes.subarray(0, 5)).toString('latin1');
  if (head === '%PDF-') return 'pdf';
  if (head.startsWith('PK')) return /\.epub$/i.test(name) ? 'epub' : null;
  if (/\.(txt|md|text|markdown)$/i.test(name) && isText(bytes)) return 'txt';
  return null;
}

function isText(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, 64 * 1024 - 3));
    return !bytes.subarray(0, 8192).includes(0);
  } catch {
    return false;
  }
}

/** The text of a source, section by section (a PDF's pages, an EPUB's spine documents, a text's paragraphs together). Throws with a reason a person can read. */
export async function extractSourceText(type: SourceFileType, bytes: Uint8Array): Promise<SourceSection[]> {
  if (type === 'pdf') return pdfSections(bytes);
  if (type === 'epub') return epubSections(bytes);
  return [{ location: '', text: new TextDecoder('utf-8').decode(bytes) }];
}

async function pdfSections(bytes: Uint8Array): Promise<SourceSection[]> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  let pages: string[];
  try {
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    pages = (await extractText(pdf, { mergePages: false })).text;
  } catch (error) {
    throw new Error(`The PDF could not be read (${(error as Error).message.slice(0, 120)}).`);
  }
  return pages.map((text, index) => ({ location: `page ${index + 1}`, text }));
}

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', removeNSPrefix: true });
const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

function epubSections(bytes: Uint8Array): SourceSection[] {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes);
  } catch {
    throw new Error('The EPUB could not be opened (not a zip archive).');
  }
  const container = files['META-INF/container.xml'];
  if (!container) throw new Error('The EPUB has no META-INF/container.xml.');
  const rootfile = asList(xml.parse(strFromU8(container))?.container?.rootfiles?.rootfile)[0] as { 'full-path'?: string } | undefined;
  const opfPath = rootfile?.['full-path'];
  const opfBytes = opfPath ? files[opfPath] : undefined;
  if (!opfPath || !opfBytes) throw new Error('The EPUB names no package document.');
  const pkg = xml.parse(strFromU8(opfBytes))?.package;
  const base = opfPath.includes('/') ? opfPath.slice(0, opfPath.lastIndexOf('/') + 1) : '';
  const manifest = new Map(asList(pkg?.manifest?.item as { id: string; href: string }[] | undefined).map((item) => [item.id, item.href]));
  const sections: SourceSection[] = [];
  for (const [index, itemref] of asList(pkg?.spine?.itemref as { idref: string }[] | undefined).entries()) {
    const href = manifest.get(itemref.idref);
    const document = href ? files[base + decodeURIComponent(href)] : undefined;
    if (!document) continue;
    const html = strFromU8(document);
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim() || /<h[12][^>]*>([\s\S]*?)<\/h[12]>/i.exec(html)?.[1]?.replace(/<[^>]+>/g, '').trim();
    const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
    sections.push({ location: title || `section ${index + 1}`, text: htmlToText(body.replace(/<\/(p|div|h\d|li|br)>/gi, '</$1>\n\n')) });
  }
  if (!sections.length) throw new Error('The EPUB has no readable chapters.');
  return sections;
}
