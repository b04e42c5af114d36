import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export type QtiVersion = '2.0' | '2.1' | '2.2' | '3.0' | 'unknown';

export interface ItemFile {
  path: string;
  xml: string;
  version: QtiVersion;
}

export interface PackageFile {
  path: string;
  bytes: Buffer;
}

export interface Corpus {
  items: ItemFile[];
  packages: PackageFile[];
  /** XML files that are not an assessment item (tests, manifests, stimuli, templates, schemas). */
  otherXml: number;
  /** Files whose bytes another file of the corpus already has (run once). */
  duplicates: number;
}

/** The root element's name, past the prolog, comments and doctype. */
const ROOT = /^(?:\s|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)*<(?:[\w.-]+:)?([\w.-]+)/;

const ITEM_ROOTS = ['assessmentItem', 'qti-assessment-item'];

/** The version a document's namespace declares. */
export function versionOf(xml: string): QtiVersion {
  if (/imsqti_asi_v3p0|imsqtiasi_v3p0/.test(xml)) return '3.0';
  if (/imsqti_v2p2/.test(xml)) return '2.2';
  if (/imsqti_v2p1/.test(xml)) return '2.1';
  if (/imsqti_v2p0/.test(xml)) return '2.0';
  return 'unknown';
}

/** Whether an XML document's root is an assessment item (either naming). */
export function isItemXml(xml: string): boolean {
  const root = ROOT.exec(xml.replace(/^\uFEFF/, ''))?.[1];
  return root !== undefined && ITEM_ROOTS.includes(root);
}

export async function* filesUnder(directory: string): AsyncGenerator<string> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Every assessment item (.xml) and content package (.zip) under `directory`, each distinct file once, in path order. */
export async function readCorpus(directory: string): Promise<Corpus> {
  const corpus: Corpus = { items: [], packages: [], otherXml: 0, duplicates: 0 };
  const seen = new Set<string>();
  const paths: string[] = [];
  for await (const file of filesUnder(directory)) paths.push(file);
  for (const file of paths.sort()) {
    const lower = file.toLowerCase();
    if (!lower.endsWith('.xml') && !lower.endsWith('.zip')) continue;
    const bytes = await readFile(file);
    const hash = createHash('sha256').update(bytes).digest('hex');
    if (seen.has(hash)) {
      corpus.duplicates += 1;
      continue;
    }
    seen.add(hash);
    const relative = path.relative(directory, file);
    if (lower.endsWith('.zip')) {
      corpus.packages.push({ path: relative, bytes });
      continue;
    }
    const xml = bytes.toString('utf8').replace(/^\uFEFF/, '');
    if (isItemXml(xml)) corpus.items.push({ path: relative, xml, version: versionOf(xml) });
    else corpus.otherXml += 1;
  }
  return corpus;
}
