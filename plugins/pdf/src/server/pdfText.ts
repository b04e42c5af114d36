/*
 * PDFDocEncoding (PDF 32000 Annex D) is Latin-1 except for these codes; 0x9F
 * is undefined there and left as is.
 */
const PDF_DOC_LOW = '\u02d8\u02c7\u02c6\u02d9\u02dd\u02db\u02da\u02dc'; // 0x18..0x1F
const PDF_DOC_HIGH =
  '\u2022\u2020\u2021\u2026\u2014\u2013\u0192\u2044\u2039\u203a\u2212\u2030\u201e\u201c\u201d\u2018' + // 0x80..0x8F
  '\u2019\u201a\u2122\ufb01\ufb02\u0141\u0152\u0160\u0178\u017d\u0131\u0142\u0153\u0161\u017e\u009f' + // 0x90..0x9F
  '\u20ac'; // 0xA0

function pdfDocChar(byte: number): string {
  if (byte >= 0x18 && byte <= 0x1f) return PDF_DOC_LOW[byte - 0x18]!;
  if (byte >= 0x80 && byte <= 0xa0) return PDF_DOC_HIGH[byte - 0x80]!;
  return String.fromCharCode(byte);
}

/** A PDF text string: UTF-16BE or UTF-8 when it starts with their byte-order mark, PDFDocEncoding otherwise. */
export function decodePdfText(bytes: Uint8Array): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    let text = '';
    for (let at = 2; at + 1 < bytes.length; at += 2) text += String.fromCharCode((bytes[at]! << 8) | bytes[at + 1]!);
    return text;
  }
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  return Array.from(bytes, pdfDocChar).join('');
}
