/** How deep XML user input may nest: timed text and QTI need a dozen levels; parsers and the readers behind them recurse per level. */
export const MAX_XML_DEPTH = 100;

export const XML_TOO_DEEP = `The XML is nested too deeply (more than ${MAX_XML_DEPTH} levels of elements).`;

/** Where the tag opened at `lt` ends (its '>' outside quoted attribute values), or -1. */
function tagEnd(xml: string, lt: number): number {
  let quote = '';
  for (let at = lt + 1; at < xml.length; at++) {
    const char = xml[at];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return at;
  }
  return -1;
}

/**
 * Whether XML nests elements deeper than `limit`. One pass over the text
 * (comments, CDATA, declarations and quoted attribute values skipped), so it
 * can run before a recursive parser sees the document: deeply nested input
 * then answers 422 instead of overflowing the parser's stack. Malformed text
 * is left to the parser to refuse.
 */
export function xmlNestsDeeperThan(xml: string, limit: number = MAX_XML_DEPTH): boolean {
  let depth = 0;
  let at = 0;
  for (;;) {
    const lt = xml.indexOf('<', at);
    if (lt < 0) return false;
    let end: number;
    if (xml.startsWith('<!--', lt)) end = xml.indexOf('-->', lt + 4) + 2;
    else if (xml.startsWith('<![CDATA[', lt)) end = xml.indexOf(']]>', lt + 9) + 2;
    else if (xml[lt + 1] === '?' || xml[lt + 1] === '!' || xml[lt + 1] === '/') {
      end = xml.indexOf('>', lt);
      if (xml[lt + 1] === '/') depth = Math.max(0, depth - 1);
    } else {
      end = tagEnd(xml, lt);
      if (end > 0 && xml[end - 1] !== '/' && ++depth > limit) return true;
    }
    if (end < lt) return false;
    at = end + 1;
  }
}
