/** One PDF token: a name (/Title), a string's bytes, a bracket, or a bare word (number, R, true, obj...). */
export type PdfToken =
  | { kind: 'name'; value: string }
  | { kind: 'string'; bytes: number[] }
  | { kind: 'word'; value: string }
  | { kind: '<<' | '>>' | '[' | ']' };

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set('()<>[]{}/%'.split('').map((c) => c.charCodeAt(0)));
const ESCAPES: Record<string, number> = { n: 0x0a, r: 0x0d, t: 0x09, b: 0x08, f: 0x0c };

/**
 * Reads PDF tokens from a file held as a latin1 string (one character per
 * byte). Tolerant: malformed input ends a token or the stream, never throws.
 */
export class PdfLexer {
  constructor(
    private readonly text: string,
    public position: number,
  ) {}

  private code(at = this.position): number {
    return this.text.charCodeAt(at);
  }

  private isRegular(code: number): boolean {
    return !Number.isNaN(code) && !WHITESPACE.has(code) && !DELIMITERS.has(code);
  }

  private skipSpaceAndComments(): void {
    while (this.position < this.text.length) {
      const code = this.code();
      if (WHITESPACE.has(code)) this.position++;
      else if (code === 0x25 /* % */) while (this.position < this.text.length && this.code() !== 0x0a && this.code() !== 0x0d) this.position++;
      else return;
    }
  }

  /** The next token, or null at the end of the text. */
  next(): PdfToken | null {
    this.skipSpaceAndComments();
    if (this.position >= this.text.length) return null;
    const char = this.text[this.position]!;
    if (char === '<' && this.text[this.position + 1] === '<') return this.take(2, { kind: '<<' });
    if (char === '>' && this.text[this.position + 1] === '>') return this.take(2, { kind: '>>' });
    if (char === '[' || char === ']') return this.take(1, { kind: char });
    if (char === '(') return this.literalString();
    if (char === '<') return this.hexString();
    if (char === '/') return this.name();
    const start = this.position;
    while (this.isRegular(this.code())) this.position++;
    // A stray delimiter (')', '>', '{'...) is a word of its own, so reading always moves on.
    if (this.position === start) this.position++;
    return { kind: 'word', value: this.text.slice(start, this.position) };
  }

  private take(length: number, token: PdfToken): PdfToken {
    this.position += length;
    return token;
  }

  private name(): PdfToken {
    const start = ++this.position;
    while (this.isRegular(this.code())) this.position++;
    const value = this.text.slice(start, this.position).replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return { kind: 'name', value };
  }

  private hexString(): PdfToken {
    const end = this.text.indexOf('>', this.position);
    const stop = end === -1 ? this.text.length : end;
    const digits = this.text.slice(this.position + 1, stop).replace(/[^0-9a-f]/gi, '');
    this.position = stop + 1;
    const bytes: number[] = [];
    // An odd final digit is followed by an implied 0.
    for (let at = 0; at < digits.length; at += 2) bytes.push(Number.parseInt(digits.slice(at, at + 2).padEnd(2, '0'), 16));
    return { kind: 'string', bytes };
  }

  private literalString(): PdfToken {
    const bytes: number[] = [];
    let depth = 1;
    this.position++;
    while (this.position < this.text.length) {
      const char = this.text[this.position++]!;
      if (char === '\\') {
        this.escape(bytes);
      } else if (char === '(' || char === ')') {
        depth += char === '(' ? 1 : -1;
        if (depth === 0) break;
        bytes.push(char.charCodeAt(0));
      } else if (char === '\r') {
        // Any end of line inside a string reads as a line feed.
        if (this.text[this.position] === '\n') this.position++;
        bytes.push(0x0a);
      } else {
        bytes.push(char.charCodeAt(0));
      }
    }
    return { kind: 'string', bytes };
  }

  private escape(bytes: number[]): void {
    const char = this.text[this.position];
    if (char === undefined) return;
    const octal = /^[0-7]{1,3}/.exec(this.text.slice(this.position, this.position + 3));
    if (octal) {
      bytes.push(Number.parseInt(octal[0], 8) & 0xff);
      this.position += octal[0].length;
      return;
    }
    this.position++;
    if (char === '\r' || char === '\n') {
      // A backslash at the end of a line continues the string on the next one.
      if (char === '\r' && this.text[this.position] === '\n') this.position++;
      return;
    }
    bytes.push(ESCAPES[char] ?? char.charCodeAt(0));
  }
}
