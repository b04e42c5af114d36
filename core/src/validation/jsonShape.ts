import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { INPUT_LIMITS } from './wellFormedInput.ts';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Checks a JSON text's size in fields and its nesting before it is parsed:
 * parsing alone costs ~1 µs per key (88,000 keys took ~80 ms here), so a body
 * with too many is refused from one linear scan of its characters. Commas
 * outside strings count the fields and items (a container of n has n - 1).
 */
export function assertJsonShape(text: string): void {
  let commas = 0;
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (inString) {
      if (code === BACKSLASH) at++;
      else if (code === QUOTE) inString = false;
      continue;
    }
    if (code === QUOTE) inString = true;
    else if (code === COMMA) {
      if (++commas >= INPUT_LIMITS.maxEntries) throw new LmsError('payload-too-large', `The request has more than ${INPUT_LIMITS.maxEntries} fields and items.`);
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      if (++depth > INPUT_LIMITS.maxDepth) throw LmsError.validation([{ field: '', message: `The request nests deeper than ${INPUT_LIMITS.maxDepth} levels.` }]);
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) depth--;
  }
}
