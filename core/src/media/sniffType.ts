import { fileTypeFromBuffer } from 'file-type';
import { mediaTypeOf } from './mediaLimits.ts';

/** How many leading bytes are read to tell a file's real type. */
export const SNIFF_BYTES = 4100;

const SAME: Record<string, string> = { jpeg: 'jpg' };
const same = (extension: string) => SAME[extension] ?? extension;
const OPEN_XML = new Set(['docx', 'pptx', 'xlsx', 'ods']);
const COMPOUND = new Set(['doc', 'xls', 'ppt']);

function looksLikeText(head: Buffer): boolean {
  return !head.includes(0);
}

/**
 * Whether a file's first bytes are what its extension says (a .png that is
 * really a PDF, or a program renamed .mp4, is refused): images and PDFs must
 * match exactly, video and audio must be some video or audio container, Office
 * files their container, and text files text. SVG is XML text with an <svg> root.
 */
export async function contentMatchesExtension(extension: string, head: Buffer): Promise<boolean> {
  const sniffed = await fileTypeFromBuffer(head);
  if (extension === 'svg') return !sniffed || sniffed.ext === 'xml' ? /<svg[\s>]/i.test(head.toString('utf8')) : false;
  if (extension === 'txt') return !sniffed && looksLikeText(head);
  if (!sniffed) return false;
  const type = mediaTypeOf(extension);
  if (type === 'video' || type === 'audio') return sniffed.mime.startsWith('video/') || sniffed.mime.startsWith('audio/');
  if (extension === 'epub') return sniffed.ext === 'epub' || sniffed.ext === 'zip';
  if (OPEN_XML.has(extension)) return sniffed.ext === extension || sniffed.ext === 'zip';
  if (COMPOUND.has(extension)) return sniffed.ext === 'cfb';
  return same(sniffed.ext) === same(extension);
}

/** The extension the first bytes stand for, for a file sent without one; undefined when they say nothing known. */
export async function sniffedExtension(head: Buffer): Promise<string | undefined> {
  const sniffed = await fileTypeFromBuffer(head);
  if (sniffed) return same(sniffed.ext);
  return /<svg[\s>]/i.test(head.toString('utf8')) ? 'svg' : undefined;
}
