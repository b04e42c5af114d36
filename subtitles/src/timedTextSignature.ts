// Apart from the reader, so telling a file's format does not load the XML parser.

const WHITE_SPACE = new Set([' ', '\t', '\n', '\r']);

function skipWhiteSpace(text: string, at: number): number {
  while (at < text.length && WHITE_SPACE.has(text[at]!)) at++;
  return at;
}

/**
 * Whether text is a timed-text XML document (TTML or its older name DFXP): an
 * XML document whose root is <tt>, after an optional declaration and comments.
 * A scanner, one pass: no regular expression that could backtrack over the comments.
 */
export function looksLikeTimedTextXml(text: string): boolean {
  let at = skipWhiteSpace(text, text.startsWith('\uFEFF') ? 1 : 0);
  if (text.startsWith('<?xml', at)) {
    const end = text.indexOf('?>', at);
    if (end < 0 || text.lastIndexOf('>', end) > at) return false;
    at = skipWhiteSpace(text, end + 2);
  }
  while (text.startsWith('<!--', at)) {
    const end = text.indexOf('-->', at + 4);
    if (end < 0) return false;
    at = skipWhiteSpace(text, end + 3);
  }
  if (text[at] !== '<') return false;
  at++;
  // An optional namespace prefix (word characters and a colon), then tt and white space or '>'.
  let name = at;
  while (name < text.length && /\w/.test(text[name]!)) name++;
  if (text[name] === ':' && name > at) at = name + 1;
  return text.startsWith('tt', at) && (text[at + 2] === '>' || WHITE_SPACE.has(text[at + 2] ?? ''));
}
