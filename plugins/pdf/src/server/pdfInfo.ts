import { PdfLexer, type PdfToken } from './pdfLexer.ts';
import { decodePdfText } from './pdfText.ts';

/** A PDF's /Title and /Subject from its document information dictionary; empty strings when absent. */
export interface PdfInfo {
  title: string;
  subject: string;
}

type PdfValue = PdfToken | { kind: 'ref'; number: string; generation: string } | { kind: 'dictionary'; entries: Map<string, PdfValue> } | { kind: 'array' };

const NOTHING: PdfInfo = { title: '', subject: '' };
/** Deeper nesting than any real Info dictionary has; it bounds the recursion on hostile input. */
const MAX_DEPTH = 32;
const INTEGER = /^\d+$/;

function readArray(lexer: PdfLexer, depth: number): PdfValue {
  for (;;) {
    const value = readValue(lexer, depth + 1);
    if (value === null || value.kind === ']') return { kind: 'array' };
  }
}

function readDictionary(lexer: PdfLexer, depth: number): PdfValue {
  const entries = new Map<string, PdfValue>();
  for (;;) {
    const key = lexer.next();
    if (key === null || key.kind === '>>') return { kind: 'dictionary', entries };
    if (key.kind !== 'name') continue;
    const value = readValue(lexer, depth + 1);
    if (value === null || value.kind === '>>') return { kind: 'dictionary', entries };
    entries.set(key.value, value);
  }
}

/** One value; nested dictionaries and arrays are read whole, `12 0 R` becomes a reference. */
function readValue(lexer: PdfLexer, depth: number): PdfValue | null {
  if (depth > MAX_DEPTH) return null;
  const token = lexer.next();
  if (token?.kind === '<<') return readDictionary(lexer, depth);
  if (token?.kind === '[') return readArray(lexer, depth);
  if (token?.kind === 'word' && INTEGER.test(token.value)) {
    const back = lexer.position;
    const generation = lexer.next();
    const r = lexer.next();
    if (generation?.kind === 'word' && INTEGER.test(generation.value) && r?.kind === 'word' && r.value === 'R') {
      return { kind: 'ref', number: token.value, generation: generation.value };
    }
    lexer.position = back;
  }
  return token;
}

/** The value of object `number generation`, from its last definition (incremental updates append newer ones). */
function objectValue(text: string, number: string, generation: string): PdfValue | null {
  let start: number | null = null;
  for (const match of text.matchAll(new RegExp(`(?<!\\d)${number}\\s+${generation}\\s+obj\\b`, 'g'))) start = match.index + match[0].length;
  return start === null ? null : readValue(new PdfLexer(text, start), 0);
}

function textOf(text: string, value: PdfValue | undefined): string {
  const resolved = value?.kind === 'ref' ? objectValue(text, value.number, value.generation) : value;
  if (resolved?.kind !== 'string') return '';
  return decodePdfText(Uint8Array.from(resolved.bytes))
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Reads /Title and /Subject of the Info dictionary the last trailer names,
 * straight from the file's bytes. Deliberately small; it does not read: an
 * Info dictionary inside a compressed object stream, XMP metadata, or an
 * encrypted file's strings. Then it answers empty strings, never throws.
 */
export function readPdfInfo(file: Buffer): PdfInfo {
  const text = file.toString('latin1');
  // An encrypted file's strings are encrypted too: nothing readable without its key.
  if (/\/Encrypt\s*(?:\d+\s+\d+\s+R|<<)/.test(text)) return NOTHING;
  const info = [...text.matchAll(/\/Info\s+(\d+)\s+(\d+)\s+R/g)].at(-1);
  if (!info) return NOTHING;
  const dictionary = objectValue(text, info[1]!, info[2]!);
  if (dictionary?.kind !== 'dictionary') return NOTHING;
  return { title: textOf(text, dictionary.entries.get('Title')), subject: textOf(text, dictionary.entries.get('Subject')) };
}

/** Whether the bytes are a PDF: its header within the first 1024 bytes, as readers accept it. */
export function looksLikePdf(file: Buffer): boolean {
  return file.subarray(0, 1024).includes('%PDF-');
}
