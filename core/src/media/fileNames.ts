import { cleanTitleText } from '../validation/titleText.ts';

/** The stored name's base is cut to this many UTF-8 bytes: with the extension it stays well under a file system's 255. */
export const MAX_BASE_BYTES = 150;

// Device names Windows will not open as files, whatever the extension (a downloaded "CON.txt" cannot be saved there).
const RESERVED_NAMES = /^(?:CON|PRN|AUX|NUL|COM[0-9]|LPT[0-9])$/i;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The extension of a file name, lowercase without the dot ('' when it has none). */
export function extensionOf(fileName: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(fileName.trim());
  return match ? match[1]!.toLowerCase() : '';
}

/** The file name without its folders and its extension. */
export function baseNameOf(fileName: string): string {
  const trimmed = fileName.trim().replace(/^.*[\\/]/, '');
  const extension = extensionOf(trimmed);
  return extension ? trimmed.slice(0, -(extension.length + 1)) : trimmed;
}

/** The longest start of `text` within `maxBytes` UTF-8 bytes, cut between characters as a reader sees them. */
function cutToBytes(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text) <= maxBytes) return text;
  let kept = '';
  let bytes = 0;
  for (const { segment } of graphemes.segment(text)) {
    bytes += Buffer.byteLength(segment);
    if (bytes > maxBytes) break;
    kept += segment;
  }
  return kept;
}

/**
 * Part 1 §5: a stored name is made of letters, digits, hyphen and underscore,
 * then the extension. Letters and digits of every script are kept as sent
 * (NFC), so `résumé 名前.txt` is stored as `résumé_名前.txt`; anything else
 * (spaces, dots, slashes, control, bidi and zero-width characters) becomes
 * one underscore, and none is left at either end, so a name never starts with
 * a dot or names a folder. Answers '' when nothing usable is left.
 */
export function sanitisedFileName(fileName: string, extension: string): string {
  const cleaned = cleanTitleText(baseNameOf(fileName))
    .replace(/[^\p{L}\p{M}\p{N}_-]+/gu, '_')
    .replace(/_{2,}/g, '_')
    .replace(/^[_-]+|[_-]+$/g, '');
  const base = cutToBytes(cleaned, MAX_BASE_BYTES).replace(/[_-]+$/, '');
  if (!base) return '';
  return `${RESERVED_NAMES.test(base) ? `${base}_file` : base}.${extension}`;
}
