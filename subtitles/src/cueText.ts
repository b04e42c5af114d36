const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', lrm: '\u200e', rlm: '\u200f' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Text with every span from `open` to the next `close` on the same line
 * removed (a span left open is kept as text). One pass: `/<[^>\n]*>/g` would
 * rescan the rest of the line from every unclosed '<' (quadratic on a line of them).
 */
export function withoutSpans(text: string, open: string, close: string, replacement: string): string {
  let out = '';
  let at = 0;
  // Where the next `close` and line end are, remembered so each is searched for once per stretch of text.
  let closeAt = -1;
  let lineEnd = -1;
  while (at < text.length) {
    const start = text.indexOf(open, at);
    if (start < 0) break;
    if (closeAt < start + open.length) {
      closeAt = text.indexOf(close, start + open.length);
      if (closeAt < 0) closeAt = Infinity;
    }
    if (lineEnd < start) {
      lineEnd = text.indexOf('\n', start);
      if (lineEnd < 0) lineEnd = text.length;
    }
    if (closeAt > lineEnd) {
      // Unclosed on this line: keep up to the line end as text.
      out += text.slice(at, lineEnd);
      at = lineEnd;
      continue;
    }
    out += text.slice(at, start) + replacement;
    at = closeAt + close.length;
  }
  return out + text.slice(at);
}

/**
 * The plain text of a cue written with markup (SubRip and WebVTT tags such as
 * <i>, <font>, <v Speaker>, <00:01.000>, and {\an8}-style overrides): tags
 * dropped, entities decoded, each line trimmed, blank lines removed.
 * Styling is not kept: players style subtitles themselves.
 */
export function plainCueText(markup: string): string {
  return decodeEntities(withoutSpans(withoutSpans(markup, '<', '>', ''), '{\\', '}', ''))
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** The file's text with a byte-order mark and Windows or old Mac line ends normalised away. */
export function normaliseLines(text: string): string {
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

/** Text split into blocks separated by blank lines, each block a list of lines. */
export function blocksOf(text: string): string[][] {
  return normaliseLines(text)
    .split(/\n[ \t]*\n/)
    .map((block) => block.split('\n').filter((line, index, lines) => !(line.trim() === '' && (index === 0 || index === lines.length - 1))))
    .filter((lines) => lines.length > 0);
}
